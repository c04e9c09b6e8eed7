; NSIS installer for the Windows bundle (dist\villainous\ built by PyInstaller on Windows).
; makensis runs on Linux too: `make nsis-check` compiles this script against the Linux bundle
; to prove it is valid; the real installer is built on Windows (see the CI workflow).
Unicode true
!ifndef VERSION
  !define VERSION "0.1.0"
!endif
!ifndef BUNDLE
  !define BUNDLE "..\..\dist\villainous"
!endif
!ifndef OUTFILE
  !define OUTFILE "..\..\dist\villainous-${VERSION}-setup.exe"
!endif

Name "Villainous Table ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\Villainous Table"
InstallDirRegKey HKLM "Software\Villainous Table" "InstallDir"
RequestExecutionLevel admin
SetCompressor /SOLID lzma

!include "MUI2.nsh"
!define MUI_ICON "..\..\assets\icons\villainous.ico"
!insertmacro MUI_PAGE_LICENSE "..\..\LICENSE"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "Villainous Table"
  SetOutPath "$INSTDIR"
  File /r "${BUNDLE}\*.*"
  WriteRegStr HKLM "Software\Villainous Table" "InstallDir" "$INSTDIR"
  CreateDirectory "$SMPROGRAMS\Villainous Table"
  CreateShortcut "$SMPROGRAMS\Villainous Table\Villainous Table.lnk" "$INSTDIR\villainous.exe"
  CreateShortcut "$DESKTOP\Villainous Table.lnk" "$INSTDIR\villainous.exe"
  WriteUninstaller "$INSTDIR\Uninstall.exe"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\VillainousTable" "DisplayName" "Villainous Table"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\VillainousTable" "UninstallString" "$INSTDIR\Uninstall.exe"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\VillainousTable" "DisplayVersion" "${VERSION}"
SectionEnd

; Saves and settings live in %LOCALAPPDATA%\villainous: the uninstaller leaves them alone.
Section "Uninstall"
  RMDir /r "$INSTDIR"
  Delete "$DESKTOP\Villainous Table.lnk"
  RMDir /r "$SMPROGRAMS\Villainous Table"
  DeleteRegKey HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\VillainousTable"
  DeleteRegKey HKLM "Software\Villainous Table"
SectionEnd
