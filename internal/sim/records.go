package sim

import (
	"encoding/json"
	"time"
)

// Device types of the simulated devices.
const (
	TypeGateway  = "L3"
	TypePowsens  = "powsens"
	TypeIndsens  = "indsens"
	TypeVolsens  = "volsens"
	TypeFeedsens = "feedsens"
)

// Quantity is a value with its unit.
type Quantity struct {
	Value float64 `json:"value"`
	Unit  string  `json:"unit"`
}

// GatewayRecord is the L3 gateway's heartbeat.
type GatewayRecord struct {
	ProcessTime    string  `json:"processTime"`
	SignalStrength float64 `json:"signalStrength"` // dBm
	BatteryVoltage float64 `json:"batteryVoltage"` // V
}

// IndsensRecord is the industrial sensor of a unit.
type IndsensRecord struct {
	ProcessTime           string    `json:"processTime"`
	MilkTemperature       Quantity  `json:"milkTemperature"`
	BatteryTemperature    Quantity  `json:"batteryTemperature"`
	CompressorStatus      string    `json:"compressorStatus"`
	CompressorCurrent     float64   `json:"compressorCurrent"`
	CompressorRunDuration *Quantity `json:"compressorRunDuration,omitempty"`
	AgitatorStatus        string    `json:"agitatorStatus"`
	AgitatorRunDuration   *Quantity `json:"agitatorRunDuration,omitempty"`
	AgitatorOffDuration   *Quantity `json:"agitatorOffDuration,omitempty"`
	PumpStatus            string    `json:"pumpStatus"`
	PumpCurrent           float64   `json:"pumpCurrent"`
	Pump2RelayStatus      string    `json:"pump2RelayStatus"`
	CondenserRelayStatus  string    `json:"condenserRelayStatus"`
	AlarmRelayStatus      string    `json:"alarmRelayStatus"`
	AlarmCode             int       `json:"alarmCode"`
}

// VolsensRecord is the volume sensor of a unit.
type VolsensRecord struct {
	ProcessTime string   `json:"processTime"`
	Volume      Quantity `json:"volume"`
}

// FeedsensRecord is a feedback sensor: ON/OFF inputs.
type FeedsensRecord struct {
	ProcessTime string   `json:"processTime"`
	States      []string `json:"states"`
}

// PowsensRecord is the power sensor on the site's grid supply.
type PowsensRecord struct {
	ProcessTime    string        `json:"processTime"`
	NumberOfPhases int           `json:"numberOfPhases"`
	TotalEnergy    float64       `json:"totalEnergy"` // kWh
	Phase          []PhaseRecord `json:"phase"`
}

// PhaseRecord is one phase of a PowsensRecord.
type PhaseRecord struct {
	PhaseColor string   `json:"phaseColor"`
	Current    Quantity `json:"current"`
	Volt       Quantity `json:"volt"`
	Power      Quantity `json:"power"`
	Energy     float64  `json:"energy"` // kWh
}

func onOff(b bool) string {
	if b {
		return "ON"
	}
	return "OFF"
}

func seconds(v float64) *Quantity {
	if v <= 0 {
		return nil
	}
	return &Quantity{Value: v, Unit: "s"}
}

// mustJSON marshals a record; the record types cannot fail to marshal.
func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// stamp is a processTime: RFC 3339 in the site's zone.
func (s *Site) stamp(t time.Time) string { return t.In(s.Zone).Format(time.RFC3339) }

// out is a record of one device ready to send or buffer.
type out struct {
	serial, typ string
	rec         Record
}

// unitRecords are the records of a unit's four devices for a sample.
func (s *Site) unitRecords(u *Unit, smp *Sample) []out {
	pt := s.stamp(smp.Time)
	ind := IndsensRecord{
		ProcessTime:           pt,
		MilkTemperature:       Quantity{smp.Temp, "°C"},
		BatteryTemperature:    Quantity{smp.BatteryTemp, "°C"},
		CompressorStatus:      onOff(smp.Compressor),
		CompressorCurrent:     smp.CompressorCurrent,
		CompressorRunDuration: seconds(smp.CompressorRun),
		AgitatorStatus:        onOff(smp.Agitator),
		AgitatorRunDuration:   seconds(smp.AgitatorRun),
		AgitatorOffDuration:   seconds(smp.AgitatorOff),
		PumpStatus:            onOff(smp.Pump),
		PumpCurrent:           smp.PumpCurrent,
		Pump2RelayStatus:      onOff(smp.Pump2),
		CondenserRelayStatus:  onOff(smp.Condenser),
		AlarmRelayStatus:      onOff(smp.Alarm),
		AlarmCode:             smp.AlarmCode,
	}
	rec := func(serial, typ string, v any) out {
		return out{serial: serial, typ: typ, rec: Record{Time: smp.Time, Body: mustJSON(v)}}
	}
	return []out{
		rec(u.Serials.Indsens, TypeIndsens, ind),
		rec(u.Serials.Volsens, TypeVolsens, VolsensRecord{pt, Quantity{smp.Volume, "L"}}),
		rec(u.Serials.Feedsens, TypeFeedsens, FeedsensRecord{pt, []string{
			onOff(smp.Grid), onOff(smp.DG), onOff(smp.CompressorFeedback), onOff(smp.AgitatorFeedback)}}),
		rec(u.Serials.Feedsens2, TypeFeedsens, FeedsensRecord{pt, []string{onOff(smp.Pump2Feedback), onOff(smp.CondenserFeedback)}}),
	}
}

// siteRecords are the gateway's heartbeat and the power sensor's reading.
func (s *Site) siteRecords(t time.Time) []out {
	pt := s.stamp(t)
	r := s.noise
	s.signal = max(-105, min(-55, s.signal+uniform(r, -1.5, 1.5)))
	gw := GatewayRecord{pt, round(s.signal, 0), round(s.battery, 2)}
	ps := PowsensRecord{ProcessTime: pt, NumberOfPhases: s.phases, TotalEnergy: round(s.totalEnergy, 2)}
	amps := s.phaseCurrent()
	for i := range s.phases {
		var v, a float64
		if s.grid {
			v, a = round(uniform(r, 226, 236), 1), round(amps*uniform(r, 0.97, 1.03), 2)
		}
		ps.Phase = append(ps.Phase, PhaseRecord{
			PhaseColor: []string{"R", "Y", "B"}[i], Current: Quantity{a, "A"}, Volt: Quantity{v, "V"},
			Power: Quantity{round(v*a*0.85, 0), "W"}, Energy: round(s.phaseEnergy[i], 2),
		})
	}
	return []out{
		{s.Gateway, TypeGateway, Record{t, mustJSON(gw)}},
		{s.PowerSensor, TypePowsens, Record{t, mustJSON(ps)}},
	}
}
