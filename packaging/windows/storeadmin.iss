; Inno Setup script for Store Admin on Windows: installs the one-folder build, adds Start-menu
; entries (the app, and the demo store) and an uninstaller.
;
; Build on Windows, from the repository root:
;   python packaging\build.py --ci                          (one-folder build in dist\storeadmin\storeadmin)
;   python packaging\render_icons.py --ico build\packaging\storeadmin.ico
;   iscc packaging\windows\storeadmin.iss
; The version defaults to pyproject.toml's (a test keeps them equal); override with /DAppVersion=x.y.z.
; The user's demo store and logs live in %LOCALAPPDATA%\storeadmin (platformdirs) and survive
; an uninstall.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\storeadmin\storeadmin"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\packaging\storeadmin.ico"
#endif
#define AppName "Store Admin"
#define AppExe "storeadmin.exe"

[Setup]
; The AppId identifies the installation for upgrades and the uninstaller: never change it.
AppId={{0349B861-357B-419C-981E-9DC210360CC2}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Store Admin developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user install by default (no administrator rights needed); an administrator may choose all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=storeadmin-{#AppVersion}-windows-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole one-folder bundle: storeadmin.exe and its _internal folder.
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundle's private files whole, so no stale library outlives it.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autoprograms}\{#AppName} (demo store)"; Filename: "{app}\{#AppExe}"; Parameters: "--demo"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
