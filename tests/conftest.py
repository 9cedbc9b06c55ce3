"""Shared by every test folder: this folder is on the import path (pytest puts a conftest's
folder there), so helpers kept here, such as ``cli_runner``, are imported by name."""
