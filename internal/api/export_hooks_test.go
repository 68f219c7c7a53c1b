package api

// SetExportPageSize sets the page size an export asks its call for, for a
// test, and answers the undo.
func SetExportPageSize(n int) (undo func()) {
	old := exportPageSize
	exportPageSize = n
	return func() { exportPageSize = old }
}
