# Build Store Admin's Windows installer and prove it works, on Windows (GitHub Actions' runner,
# .github/workflows/installers.yml, or a PC with Python 3.11 and Inno Setup 6):
#
#   ./packaging/windows/build-installer.ps1
#
# 1. installs the project with PyInstaller, pinned by constraints.txt;
# 2. packaging/build.py --ci: the one-folder bundle (with its version resource) and the frozen
#    smoke test offscreen;
# 3. the installer, dist\storeadmin-<version>-windows-setup.exe, with pyproject.toml's version;
# 4. installs it silently for the current user into a scratch folder, runs the installed
#    program's smoke test, checks its version resource, and uninstalls it.
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest
Set-Location (Resolve-Path "$PSScriptRoot\..\..")

function Invoke-Checked([string] $Program, [string[]] $Arguments) {
    & $Program @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Program $Arguments failed (exit $LASTEXITCODE)" }
}

Invoke-Checked python @("-m", "pip", "install", "-c", "constraints.txt", "-e", ".[packaging]")
Invoke-Checked python @("packaging/build.py", "--ci")
$Version = (python -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])").Trim()

Invoke-Checked python @("packaging/render_icons.py", "--ico", "build/packaging/storeadmin.ico")
$Iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe"
if (-not (Test-Path $Iscc)) {
    Invoke-Checked choco @("install", "innosetup", "--yes", "--no-progress")
}
Invoke-Checked $Iscc @("/Qp", "/DAppVersion=$Version", "packaging\windows\storeadmin.iss")
$Setup = (Resolve-Path "dist\storeadmin-$Version-windows-setup.exe").Path

$Target = Join-Path ([System.IO.Path]::GetTempPath()) "storeadmin-installed"
$Installed = Start-Process $Setup -Wait -PassThru -ArgumentList @(
    "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/DIR=`"$Target`"")
if ($Installed.ExitCode -ne 0) { throw "the installer failed (exit $($Installed.ExitCode))" }
$Program = Join-Path $Target "storeadmin.exe"
$Resource = (Get-Item $Program).VersionInfo.ProductVersion
if (-not $Resource.StartsWith($Version)) { throw "storeadmin.exe says version $Resource, not $Version" }

$env:QT_QPA_PLATFORM = "offscreen"
$Smoke = Start-Process $Program -Wait -PassThru -ArgumentList @("--demo", "--smoke-test")
if ($Smoke.ExitCode -ne 0) { throw "the installed app's smoke test failed (exit $($Smoke.ExitCode))" }

$Uninstalled = Start-Process (Join-Path $Target "unins000.exe") -Wait -PassThru -ArgumentList @(
    "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART")
if ($Uninstalled.ExitCode -ne 0) { throw "the uninstaller failed (exit $($Uninstalled.ExitCode))" }
Write-Output "Windows installer ${Setup}: installed, smoke-tested and uninstalled."
