<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>batch</name>
        <message numerus="yes">
            <source>%Ln done, then stopped.</source>
            <translation>
                <numerusform>%Ln done, then stopped.</numerusform>
                <numerusform>%Ln done, then stopped.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln done, {failed} failed (see Result), then stopped.</source>
            <translation>
                <numerusform>%Ln done, {failed} failed (see Result), then stopped.</numerusform>
                <numerusform>%Ln done, {failed} failed (see Result), then stopped.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln done, {failed} failed (see Result).</source>
            <translation>
                <numerusform>%Ln done, {failed} failed (see Result).</numerusform>
                <numerusform>%Ln done, {failed} failed (see Result).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln done.</source>
            <translation>
                <numerusform>%Ln done.</numerusform>
                <numerusform>%Ln done.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved, then stopped.</source>
            <translation>
                <numerusform>%Ln saved, then stopped.</numerusform>
                <numerusform>%Ln saved, then stopped.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved, {failed} failed (see Result), then stopped.</source>
            <translation>
                <numerusform>%Ln saved, {failed} failed (see Result), then stopped.</numerusform>
                <numerusform>%Ln saved, {failed} failed (see Result), then stopped.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved, {failed} failed (see Result).</source>
            <translation>
                <numerusform>%Ln saved, {failed} failed (see Result).</numerusform>
                <numerusform>%Ln saved, {failed} failed (see Result).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved.</source>
            <translation>
                <numerusform>%Ln saved.</numerusform>
                <numerusform>%Ln saved.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>export_dialog</name>
        <message numerus="yes">
            <source>Written {written} of %Ln row(s)…</source>
            <translation>
                <numerusform>Written {written} of %Ln row…</numerusform>
                <numerusform>Written {written} of %Ln rows…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>labels</name>
        <message numerus="yes">
            <source>%Ln cart(s)</source>
            <translation>
                <numerusform>%Ln cart</numerusform>
                <numerusform>%Ln carts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln entry(s)</source>
            <translation>
                <numerusform>%Ln entry</numerusform>
                <numerusform>%Ln entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln line(s)</source>
            <translation>
                <numerusform>%Ln line</numerusform>
                <numerusform>%Ln lines</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln order(s)</source>
            <translation>
                <numerusform>%Ln order</numerusform>
                <numerusform>%Ln orders</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln page(s)</source>
            <translation>
                <numerusform>%Ln page</numerusform>
                <numerusform>%Ln pages</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln record(s)</source>
            <translation>
                <numerusform>%Ln record</numerusform>
                <numerusform>%Ln records</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln row(s)</source>
            <translation>
                <numerusform>%Ln row</numerusform>
                <numerusform>%Ln rows</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln selected row(s)</source>
            <translation>
                <numerusform>%Ln selected row</numerusform>
                <numerusform>%Ln selected rows</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln unit(s)</source>
            <translation>
                <numerusform>%Ln unit</numerusform>
                <numerusform>%Ln units</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln user(s)</source>
            <translation>
                <numerusform>%Ln user</numerusform>
                <numerusform>%Ln users</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln value(s)</source>
            <translation>
                <numerusform>%Ln value</numerusform>
                <numerusform>%Ln values</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln variant(s)</source>
            <translation>
                <numerusform>%Ln variant</numerusform>
                <numerusform>%Ln variants</numerusform>
            </translation>
        </message>
    </context>
</TS>
