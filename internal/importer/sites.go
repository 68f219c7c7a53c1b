package importer

import (
	"context"
	"regexp"
	"strconv"
	"strings"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/user"
)

// Site file columns. One line is one chilling unit; the lines that share a
// siteId form one site, whose own columns are read from its first line
// (later lines leave them blank or repeat them). A line without a
// productType adds no unit.
var (
	siteCols = []string{"organizationName", "subOrganizationName", "siteId", "siteName", "locale", "zoneId",
		"country", "state", "district", "pinCode", "villageTownCity", "addressLine1", "latitude", "longitude", "altitude",
		"gatewaySerialNumber", "sensorSerialNumber"}
	unitCols = []string{"productType", "bmcId", "customerBmcId", "bmcName", "chillingCenterName", "chillingCenterId",
		"collectionCenterType", "societyId", "societyLongId", "capacity", "ownerName", "countryCode", "ownerContactNum",
		"vendor", "manufacturedYear", "methodOfCooling", "traceability_Bmc_Id", "l1Devices", "l0Config"}
	siteRequired = []string{"organizationName", "subOrganizationName", "siteId", "siteName", "latitude", "longitude", "productType"}
)

// SiteColumns lists the columns of a site file in sample order.
func SiteColumns() []string { return append(append([]string{}, siteCols...), unitCols...) }

// SiteSample is the sample site file: one site with a BMC and an ABC unit.
func SiteSample() []byte {
	return sample(SiteColumns(),
		[]string{"Gokul Dairy", "Kothrud CC", "MH-PUN-001", "Kothrud Chilling Centre", "en-IN", "Asia/Kolkata",
			"IN", "IN-MH", "Pune", "411038", "Pune", "Survey 12, Kothrud", "18.5074", "73.8077", "560",
			"GW-0001", "PS-0001",
			"BMC", "BMC-01", "CUST-0001", "Tank 1", "", "", "", "", "", "2000", "R. Patil", "+91", "9876543210",
			"DeLaval", "2021", "Direct expansion", "", "IS-0001:indsens;VS-0001:volsens",
			"IS-0001:milkTemperature=milkTemperature@°C;IS-0001:compressorStatus=compressor@ON/OFF;VS-0001:volume=volume@L"},
		[]string{"", "", "MH-PUN-001", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
			"ABC", "", "", "", "Kothrud ABC", "ABC-01", "Village", "SOC-1", "SOC-0001", "500", "", "", "",
			"", "", "", "", "IA-0001:indsensABC", ""})
}

// SiteReport answers a site import.
type SiteReport struct {
	Status            string            `json:"status" enum:"SUCCESS" doc:"refusals answer 400 with one entry per row and column"`
	DryRun            bool              `json:"dryRun"`
	Rows              int               `json:"rows"`
	Sites             int               `json:"sites"`
	Units             int               `json:"units"`
	Devices           int               `json:"devices"`
	DeviceCredentials []site.Credential `json:"deviceCredentials" doc:"the new devices' ingestion credentials, shown only here (empty on a dry run)"`
}

// siteLines remembers which line and column each part of a built site came from.
type siteLines struct {
	first     int
	units     []int    // line of each unit
	siteLevel []string // column of each site-level device
}

var l0Re = regexp.MustCompile(`^([^:]+):([^=]+)=([^@]+)(?:@(.*))?$`)

// buildSites groups the lines into sites.
func buildSites(rows []row) ([]site.Site, []siteLines, refusals) {
	var bad refusals
	var sites []site.Site
	var lines []siteLines
	index := map[string]int{}
	for _, r := range rows {
		id := r.get("siteId")
		if id == "" {
			bad.add(r.line, "siteId", "site.siteId.required", nil)
			continue
		}
		i, ok := index[auth.NameKey(id)]
		if !ok {
			i = len(sites)
			index[auth.NameKey(id)] = i
			sites = append(sites, newSite(r, &bad))
			ls := siteLines{first: r.line}
			if g := r.get("gatewaySerialNumber"); g != "" {
				ls.siteLevel = append(ls.siteLevel, "gatewaySerialNumber")
			}
			if s := r.get("sensorSerialNumber"); s != "" {
				ls.siteLevel = append(ls.siteLevel, "sensorSerialNumber")
			}
			lines = append(lines, ls)
		} else {
			first := rows[0]
			for _, rr := range rows {
				if rr.line == lines[i].first {
					first = rr
				}
			}
			for _, c := range siteCols {
				if v := r.get(c); v != "" && c != "siteId" && v != first.get(c) {
					bad.add(r.line, c, "import.site.differs", nil)
				}
			}
		}
		if r.get("productType") == "" {
			continue
		}
		s := &sites[i]
		s.Units = append(s.Units, newUnit(r, gatewayOf(*s), &bad))
		lines[i].units = append(lines[i].units, r.line)
	}
	return sites, lines, bad
}

func gatewayOf(s site.Site) string {
	for _, d := range s.SiteLevelDevices {
		if d.DeviceType == site.ClassGateway {
			return d.SerialNumber
		}
	}
	return ""
}

func newSite(r row, bad *refusals) site.Site {
	s := site.Site{
		SiteID: r.get("siteId"), SiteName: r.get("siteName"), OrganizationName: r.get("organizationName"),
		SubOrganizationName: r.get("subOrganizationName"), Locale: r.get("locale"), ZoneID: r.get("zoneId"),
		Country: r.get("country"), State: r.get("state"), District: r.get("district"), PinCode: r.get("pinCode"),
		VillageTownCity: r.get("villageTownCity"), AddressLine1: r.get("addressLine1"),
	}
	if s.Locale == "" {
		s.Locale = "en-IN"
	}
	s.Coordinates.Latitude = number(r, "latitude", bad)
	s.Coordinates.Longitude = number(r, "longitude", bad)
	if a := number(r, "altitude", bad); a != nil {
		s.Altitude = *a
	}
	if g := r.get("gatewaySerialNumber"); g != "" {
		s.SiteLevelDevices = append(s.SiteLevelDevices, site.Device{SerialNumber: g, DeviceType: site.ClassGateway})
	}
	if p := r.get("sensorSerialNumber"); p != "" {
		s.SiteLevelDevices = append(s.SiteLevelDevices, site.Device{SerialNumber: p, DeviceType: site.TypePowsens})
	}
	return s
}

func number(r row, col string, bad *refusals) *float64 {
	v := r.get(col)
	if v == "" {
		return nil
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil {
		bad.add(r.line, col, "import.number", nil)
		return nil
	}
	return &f
}

func newUnit(r row, gateway string, bad *refusals) site.Unit {
	c := site.ChillingUnit{
		BmcID: r.get("bmcId"), CustomerBmcID: r.get("customerBmcId"), BmcName: r.get("bmcName"),
		ChillingCenterName: r.get("chillingCenterName"), ChillingCenterID: r.get("chillingCenterId"),
		CollectionCenter: r.get("collectionCenterType"), SocietyID: r.get("societyId"), SocietyLongID: r.get("societyLongId"),
		OwnerName: r.get("ownerName"), CountryCode: r.get("countryCode"), OwnerContactNum: r.get("ownerContactNum"),
		Vendor: r.get("vendor"), MethodOfCooling: r.get("methodOfCooling"), TraceabilityBmcID: r.get("traceability_Bmc_Id"),
		Capacity: number(r, "capacity", bad),
	}
	if y := number(r, "manufacturedYear", bad); y != nil {
		year := int(*y)
		c.ManufacturedYear = &year
	}
	u := site.Unit{ProductType: site.ProductRef{Name: strings.ToUpper(r.get("productType"))}, ChillingUnit: c, L1DeviceInfo: []site.Device{}}
	bySerial := map[string]int{}
	for _, item := range list(r.get("l1Devices")) {
		serial, typ, ok := strings.Cut(item, ":")
		if !ok || strings.TrimSpace(serial) == "" || strings.TrimSpace(typ) == "" {
			bad.add(r.line, "l1Devices", "import.l1Devices.format", nil)
			continue
		}
		bySerial[auth.NameKey(serial)] = len(u.L1DeviceInfo)
		u.L1DeviceInfo = append(u.L1DeviceInfo, site.Device{SerialNumber: strings.TrimSpace(serial), DeviceType: strings.TrimSpace(typ),
			GatewaySerialNumber: gateway})
	}
	for _, item := range list(r.get("l0Config")) {
		m := l0Re.FindStringSubmatch(item)
		if m == nil {
			bad.add(r.line, "l0Config", "import.l0Config.format", nil)
			continue
		}
		j, ok := bySerial[auth.NameKey(m[1])]
		if !ok {
			bad.add(r.line, "l0Config", "import.l0Config.serial", map[string]any{"Serial": strings.TrimSpace(m[1])})
			continue
		}
		u.L1DeviceInfo[j].L0Config = append(u.L1DeviceInfo[j].L0Config, site.L0Config{
			DeviceAttribute: strings.TrimSpace(m[2]), ApplicationAttribute: strings.TrimSpace(m[3]), Unit: strings.TrimSpace(m[4])})
	}
	return u
}

var indexRe = regexp.MustCompile(`^chillingUnitMonitoringDetailsList\[(\d+)\]\.?(.*)$`)

// place finds the line and column of a site error field.
func (ls siteLines) place(field string) (int, string) {
	if m := indexRe.FindStringSubmatch(field); m != nil {
		k, _ := strconv.Atoi(m[1])
		line := ls.first
		if k < len(ls.units) {
			line = ls.units[k]
		}
		rest := m[2]
		switch {
		case strings.Contains(rest, "l0Config"):
			return line, "l0Config"
		case strings.HasPrefix(rest, "l1DeviceInfo"):
			return line, "l1Devices"
		case strings.HasPrefix(rest, "chillingUnit."):
			return line, strings.TrimPrefix(rest, "chillingUnit.")
		}
		return line, "productType"
	}
	if strings.HasPrefix(field, "siteLevelDevices[") {
		k, _ := strconv.Atoi(field[len("siteLevelDevices["):strings.Index(field, "]")])
		if k < len(ls.siteLevel) {
			return ls.first, ls.siteLevel[k]
		}
		return ls.first, "gatewaySerialNumber"
	}
	switch field {
	case "coordinates":
		return ls.first, "latitude"
	case "chillingUnitMonitoringDetailsList":
		return ls.first, "productType"
	case "":
		return ls.first, "subOrganizationName"
	}
	return ls.first, field
}

// ImportSites reads a site file and creates every site in it, or none.
func (im *Importer) ImportSites(ctx context.Context, p *auth.Principal, data []byte, dryRun bool) (*SiteReport, error) {
	rows, err := table(data, SiteColumns(), siteRequired)
	if err != nil {
		return nil, err
	}
	sites, lines, bad := buildSites(rows)
	if err := bad.err(); err != nil {
		return nil, err
	}
	res, err := im.sites.CreateBatch(ctx, p, sites, dryRun)
	if err != nil {
		return nil, err
	}
	for _, be := range res.Errors {
		if len(be.Err.Fields) == 0 {
			line, col := lines[be.Index].place("")
			bad.add(line, col, be.Err.Code, be.Err.Args)
		}
		for _, f := range be.Err.Fields {
			line, col := lines[be.Index].place(f.Field)
			bad.add(line, col, f.Code, f.Args)
		}
	}
	if err := bad.err(); err != nil {
		return nil, err
	}
	creds := res.Credentials
	if creds == nil {
		creds = []site.Credential{}
	}
	return &SiteReport{Status: "SUCCESS", DryRun: dryRun, Rows: len(rows), Sites: len(sites), Units: res.Units,
		Devices: res.Devices, DeviceCredentials: creds}, nil
}

// Importer runs the imports over the domain services.
type Importer struct {
	sites  *site.Service
	alerts *user.Service
}

// New builds an importer.
func New(sites *site.Service, alerts *user.Service) *Importer {
	return &Importer{sites: sites, alerts: alerts}
}
