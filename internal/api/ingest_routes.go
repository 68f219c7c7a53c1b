package api

import (
	"context"
	"net/http"
	"strings"

	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// MaxRecords bounds the records of one telemetry request.
const MaxRecords = 1000

const ingestTag = "device ingestion"

// telemetryInput is a device's report: its records, unchecked until its
// credential and type are known.
type telemetryInput struct {
	SerialNumber  string `path:"serialNumber"`
	Authorization string `header:"Authorization"`
	RawBody       []byte `contentType:"application/json"`
}

// ingestRoutes serves device ingestion over HTTP. The device, not a user,
// authenticates: with the credential it was given when it was saved.
func (s *Server) ingestRoutes() {
	op := s.op(http.MethodPost, "/api/devices/{serialNumber}/telemetry", "postTelemetry",
		"A device reports one record or an array of them (at most 1,000 and 1 MB); 202 once every record is stored, each once", ingestTag)
	op.DefaultStatus = http.StatusAccepted
	op.SkipValidateBody = true // the telemetry package checks each record against its device type
	op.Description = "Authenticated by the device's own credential: `Authorization: Bearer <device token>`. " +
		"Each record is checked against the device type's shape (docs/ingestion.md); one bad record refuses the request and names each problem."
	register(s, op, s.postTelemetry)
}

// postTelemetry authenticates the device by its credential, checks every
// record against its type and stores them all.
func (s *Server) postTelemetry(ctx context.Context, in *telemetryInput) (*out[telemetry.Counts], error) {
	token, _ := strings.CutPrefix(in.Authorization, "Bearer ")
	dev, err := s.Telemetry.Authenticate(ctx, in.SerialNumber, strings.TrimSpace(token))
	if err != nil {
		return nil, err
	}
	readings, err := telemetry.ParseBody(dev.Type, in.RawBody, s.Telemetry.Now(), MaxRecords)
	if err != nil {
		return nil, err
	}
	return reply(s.Telemetry.Append(ctx, []telemetry.Batch{{Device: dev, Readings: readings}}))
}
