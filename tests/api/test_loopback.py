"""The client over a real network socket: the embedded server on loopback, TLS, a dead port and a
server that never answers."""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import ipaddress
import threading
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import uvicorn
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from storeadmin_gui.api import OrderCreate, RetryPolicy, StoreClient, errors
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.server import EmbeddedServer, ReportingServer
from storeadmin_gui.backend.settings import Settings

from .conftest import DEMO_AUTH
from .scripted import RecordedSleep


@pytest.fixture
def embedded(store_settings: Settings) -> Iterator[EmbeddedServer]:
    with EmbeddedServer(store_settings) as server:
        yield server


def no_wait_retries(sleep: RecordedSleep) -> RetryPolicy:
    return RetryPolicy(sleep=sleep)


@pytest.mark.anyio
async def test_the_client_works_against_the_embedded_server_over_loopback(
    embedded: EmbeddedServer,
) -> None:
    async with StoreClient(embedded.url, auth=DEMO_AUTH) as client:
        await client.sign_in()
        order = await client.orders.create(OrderCreate(channel="WEB", locale_code="en_US"))
        page = await client.orders.list(limit=5, sorting={"id": "desc"})
        assert page.items[0].id == order.id
        channels = [channel.code async for channel in client.channels.iter_all()]
    assert "WEB" in channels
    assert client.base_url == embedded.url


@pytest.mark.anyio
async def test_a_server_that_is_gone_is_a_readable_connection_failure(
    store_settings: Settings,
) -> None:
    with EmbeddedServer(store_settings) as server:
        url = server.url
    sleep = RecordedSleep()
    async with StoreClient(url, auth=DEMO_AUTH, retry=no_wait_retries(sleep)) as client:
        with pytest.raises(errors.ConnectionFailed) as refused:
            # A GET recognises the server and signs in first: neither question is retried.
            await client.orders.get(1)
    assert str(refused.value).startswith(f"Could not connect to the server at {url}: ")
    assert sleep.delays == []
    async with StoreClient(
        url, auth=None, retry=no_wait_retries(sleep), recognise_server=False
    ) as anonymous:
        with pytest.raises(errors.ConnectionFailed):
            await anonymous.orders.get(1)
    assert len(sleep.delays) == 2  # the GET itself was tried three times


@pytest.fixture
async def silent_server() -> AsyncIterator[str]:
    """A socket that accepts connections and never answers."""
    held: list[asyncio.StreamWriter] = []

    async def hold(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        held.append(writer)

    server = await asyncio.start_server(hold, "127.0.0.1", 0)
    host, port = server.sockets[0].getsockname()[:2]
    yield f"http://{host}:{port}"
    server.close()
    for writer in held:
        writer.close()
        with contextlib.suppress(ConnectionError):
            await writer.wait_closed()
    await server.wait_closed()


@pytest.mark.anyio
async def test_a_server_that_never_answers_is_a_timeout(silent_server: str) -> None:
    async with StoreClient(silent_server, auth=None, timeout=0.3) as client:
        with pytest.raises(errors.Timeout) as raised:
            await client.orders.get(1)
    assert str(raised.value) == (
        f"The server at {silent_server} did not answer within 0.3 seconds."
    )


def make_certificates(folder: Path) -> tuple[Path, Path, Path]:
    """A private CA and a certificate for 127.0.0.1 it signed: (ca.pem, cert.pem, key.pem)."""
    now = dt.datetime.now(dt.UTC)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Store Admin test CA")])
    ca = (
        x509.CertificateBuilder()
        .subject_name(ca_name)
        .issuer_name(ca_name)
        .public_key(ca_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=1))
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .add_extension(
            x509.KeyUsage(digital_signature=True, key_cert_sign=True, crl_sign=True,
                          content_commitment=False, key_encipherment=False, data_encipherment=False,
                          key_agreement=False, encipher_only=False, decipher_only=False),
            critical=True,
        )
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(ca_key.public_key()), False)
        .sign(ca_key, hashes.SHA256())
    )  # fmt: skip
    key = ec.generate_private_key(ec.SECP256R1())
    cert = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")]))
        .issuer_name(ca_name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
            critical=False,
        )
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), False
        )
        .sign(ca_key, hashes.SHA256())
    )
    ca_path, cert_path, key_path = folder / "ca.pem", folder / "cert.pem", folder / "key.pem"
    ca_path.write_bytes(ca.public_bytes(serialization.Encoding.PEM))
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return ca_path, cert_path, key_path


@pytest.fixture
def tls_server(store_settings: Settings, tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """The reference backend behind TLS with a certificate from a private CA: (url, ca.pem)."""
    ca_path, cert_path, key_path = make_certificates(tmp_path)
    config = uvicorn.Config(
        create_app(store_settings),
        host="127.0.0.1",
        port=0,
        log_level="warning",
        ssl_certfile=str(cert_path),
        ssl_keyfile=str(key_path),
    )
    started = threading.Event()
    urls: list[str] = []

    def serving_at(url: str) -> None:
        urls.append(url)
        started.set()

    server = ReportingServer(config, serving_at)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    assert started.wait(30), "the TLS server did not start"
    yield urls[0].replace("http://", "https://"), ca_path
    server.should_exit = True
    thread.join(15)


@pytest.mark.anyio
async def test_tls_is_verified_and_a_private_ca_can_be_trusted(
    tls_server: tuple[str, Path],
) -> None:
    url, ca_path = tls_server
    sleep = RecordedSleep()
    async with StoreClient(url, auth=DEMO_AUTH, retry=no_wait_retries(sleep)) as untrusting:
        with pytest.raises(errors.ConnectionFailed) as refused:
            await untrusting.sign_in()
    assert "presented a certificate that is not trusted" in str(refused.value)
    assert "choose its CA file" in str(refused.value)
    assert sleep.delays == []

    async with StoreClient(url, auth=DEMO_AUTH, verify=str(ca_path)) as trusting:
        await trusting.sign_in()
        assert (await trusting.channels.get("WEB")).code == "WEB"


@pytest.mark.anyio
async def test_an_unreadable_ca_file_is_reported_by_the_first_request(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.pem"
    client = StoreClient("https://shop.example", auth=DEMO_AUTH, verify=missing)
    async with client:
        with pytest.raises(errors.ConnectionFailed) as raised:
            await client.sign_in()
    assert str(raised.value) == (
        f"The CA certificate file {missing} cannot be used: No such file or directory."
    )


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("address", "message"),
    [
        (
            "localhost:8000",
            "The server address localhost:8000 must start with http:// or https://.",
        ),
        (
            "ftp://shop.example",
            "The server address ftp://shop.example must start with http:// or https://.",
        ),
        ("", "The server address (empty) must start with http:// or https://."),
        ("http://[::1", "The server address http://[::1 is not valid: Invalid port: ':1'."),
    ],
)
async def test_a_mistyped_server_address_is_explained(address: str, message: str) -> None:
    async with StoreClient(address, auth=DEMO_AUTH) as client:
        with pytest.raises(errors.ConnectionFailed) as raised:
            await client.sign_in()
    assert str(raised.value) == message
