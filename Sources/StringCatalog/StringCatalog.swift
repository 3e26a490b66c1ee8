// The library product: the catalog model, its files, edits, checks and workspace under one name,
// for code outside this package. Targets inside it import the layer they need.
@_exported import CatalogChecks
@_exported import CatalogEditing
@_exported import CatalogFiles
@_exported import CatalogModel
@_exported import CatalogWorkspace
