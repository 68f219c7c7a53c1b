package api

// Handlers answers the name of the function (or type) serving each route
// ("GET /path"), as the runtime knows it.
func (s *Server) Handlers() map[string]string { return s.handlers }
