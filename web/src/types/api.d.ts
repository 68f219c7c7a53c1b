// Generated from web/openapi.json by `npm run gen:api`. Do not edit.
export interface paths {
    "/api/devices/{serialNumber}/telemetry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A device reports one record or an array of them (at most 1,000 and 1 MB); 202 once every record is stored, each once
         * @description Authenticated by the device's own credential: `Authorization: Bearer <device token>`. Each record is checked against the device type's shape (docs/ingestion.md); one bad record refuses the request and names each problem.
         */
        post: operations["postTelemetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/analyticService/chart/getChartData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The top or bottom chilling units by a KPI over a window (default the last 7 days)
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["getChartData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/analyticService/metaData/chart/getMetaData/{chartId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A chart's choices: limits, attributes (with their units), orders and defaults
         * @description Needs a signed-in user.
         */
        get: operations["getChartMetaData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/analyticService/orgRating/dates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The months an organisation has ratings for, newest first (the current one provisional)
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["orgRatingDates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/analyticService/orgRating/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation → sub-organisation → site → unit ratings over a period
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["orgRatingTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/analyticService/rating/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rating template (weighted attribute tree) in force for an organisation
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["ratingAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/analyticService/rating/attributes/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save an organisation's own rating template: at least 15 privileges; every level's weightages sum to 100
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        put: operations["updateRatingAttributes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/analyticService/rating/overallRating/{startTime}/{endTime}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The overall ratings of units over a period
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        post: operations["overallRating"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/analyticService/rating/ratingDetails/{chillingUnitUuid}/{startTime}/{endTime}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A unit's rating through its organisation's attribute tree over a period
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["ratingDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/auditService/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page the audit log of the caller's organisation, newest first
         * @description Needs a signed-in user holding ALL_PRIVILEGE (an administrator). Objects of another organisation answer 404.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/alerts/{alertId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An alert with its raises, escalations and clear (an info event has none)
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["alert"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/alerts/{alertId}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge a critical alert with a comment; a second acknowledgement answers 409, an info event 404
         * @description Needs a signed-in user holding one of: PREVENTIVE_MAINTENANCE, ENTER_RECORDS (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["acknowledgeAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/data/overallVolumeGraph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The milk chilled per site date across the caller's units (the chilling sessions' maximum volumes)
         * @description Needs a signed-in user.
         */
        get: operations["overallVolumeGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/data/overallVolumeGraphToday": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * For each hour of today (UTC), the milk in all the caller's tanks
         * @description Needs a signed-in user.
         */
        get: operations["overallVolumeGraphToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/sites/aggregated/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the caller's sites with the window's counts, most critical first
         * @description Needs a signed-in user.
         */
        get: operations["siteAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/sites/aggregated/alertsCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard's alerts tile: the window's critical alerts raised and info events, by type, and the critical categories, most first
         * @description Needs a signed-in user.
         */
        get: operations["alertsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/sites/aggregated/statusCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard's BMC status and live data tiles: the caller's sites and units, and the units by state
         * @description Needs a signed-in user.
         */
        get: operations["statusCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/sites/chillingUnits/chillingState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the BMC state table, by site name then BMC id, with the window's info and critical counts
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["chillingState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/sites/chillingUnits/chillingStateOnly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the BMC state table without the counts
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["chillingStateOnly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/sites/chillingUnits/chillingUnitAlerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the window's info and critical counts of the selected units
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["chillingUnitAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/sites/chillingUnits/{state}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the BMC state table for the state in the path
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["chillingStateByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/sites/chillingunit/search/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search alerts by type, unit, site, window or dates and status, newest first
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        post: operations["searchAlerts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/sites/chillingunit/selected/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the window's alerts of the selected types, newest first
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["selectedAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/sites/chillingunit/temp/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of the temperature alerts and events (milk under-cooled, lifted under-cooled, over-chilled, TSS check, chilling started and completed)
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        post: operations["temperatureAlerts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/chillingUnitService/sites/chillingunit/volume/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of the volume alerts and events (milk lifted, lifted under-cooled, CIP not done, CIP detected)
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        post: operations["volumeAlerts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/deviceDataService/device/{deviceType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page the raw readings of one device between two times, newest first with orderByDSC=processTime; times are answered in the site's time zone
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["deviceData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/export/xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a list call's rows as an XLSX spreadsheet with typed columns
         * @description Needs a signed-in user.
         */
        get: operations["exportXLSX"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/identityProvider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An organisation's identity provider settings (the client secret is never returned)
         * @description Needs a signed-in user holding ALL_PRIVILEGE (an administrator). Objects of another organisation answer 404.
         */
        get: operations["getIdentityProvider"];
        /**
         * Set an organisation's identity provider (an empty clientSecret keeps the stored one)
         * @description Needs a signed-in user holding ALL_PRIVILEGE (an administrator). Objects of another organisation answer 404.
         */
        put: operations["saveIdentityProvider"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/ilogout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session on the server */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/issues/issues.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise a ticket in the tracker with the uploaded files (at most 5); answers Ticket ID: {id}
         * @description Needs a signed-in user.
         */
        post: operations["createTicketGateway"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/issues/uploads.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one file of a ticket to the tracker (octet-stream, at most the configured size); answers its token
         * @description Needs a signed-in user.
         */
        post: operations["uploadTicketFileGateway"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with user name and password */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/metaData/alertDefinitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The FAQ's Alert Definitions table: every alert type with its level, a description and its definition under the default thresholds
         * @description Needs a signed-in user.
         */
        get: operations["alertDefinitions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/ChillingCostdata/sites/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The chilling-cost records of BMCs, by customer BMC id (defaults where none is stored)
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        post: operations["chillingCosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/ChillingCostdata/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Store chilling-cost records, all or none
         * @description Needs a signed-in user holding one of: SITE_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        put: operations["updateChillingCosts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/bmc/ALERTS/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every raise and escalation of a unit's critical alerts between two times (the volume series' markers)
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["alertMarkers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/bmc/EVENT/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A unit's info events between two times, or with eventName that signal's series (at most 2,000 points; longer ranges keep each bucket's min and max)
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["unitEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/bmc/TEMPERATURE/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A unit's milk, second-probe and battery temperatures (°C) between two times, at most 2,000 points each
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["temperatureSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/bmc/VOLUME/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A unit's milk volume (L) between two times, at most 2,000 points (longer ranges keep each bucket's min and max)
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["volumeSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page the delivery log of the caller's organisation (one row per attempt or disposition), newest first
         * @description Needs a signed-in user holding ALL_PRIVILEGE (an administrator). Objects of another organisation answer 404.
         */
        get: operations["listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/deviceEvent/bmc/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chilling graph's signal codes a unit has samples for
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["unitEventCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page the caller's own in-app notifications, newest first
         * @description Needs a signed-in user.
         */
        get: operations["listInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/inbox/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark some of the caller's notifications read
         * @description Needs a signed-in user.
         */
        put: operations["markInboxRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/inbox/readAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark every notification of the caller read
         * @description Needs a signed-in user.
         */
        put: operations["markInboxAllRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/inbox/unreadCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's unread notification count (the bell)
         * @description Needs a signed-in user.
         */
        get: operations["unreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The escalation policy (stage → roles, caps) of the caller's organisation; sub-organisations inherit it
         * @description Needs a signed-in user holding ALL_PRIVILEGE (an administrator). Objects of another organisation answer 404.
         */
        get: operations["getNotificationPolicy"];
        /**
         * Replace the escalation policy of the caller's top-level organisation (not from a sub-organisation)
         * @description Needs a signed-in user holding ALL_PRIVILEGE (an administrator). Objects of another organisation answer 404.
         */
        put: operations["updateNotificationPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How e-mail, SMS and the inbox are configured (never their secrets)
         * @description Needs a signed-in user holding ALL_PRIVILEGE (an administrator).
         */
        get: operations["getNotificationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test message on a channel to the caller's own address and answer what happened
         * @description Needs a signed-in user holding ALL_PRIVILEGE (an administrator).
         */
        post: operations["sendTestNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/notificationService/validateData/Devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check that no other site holds these serial numbers and customer BMC ids: SUCCESS, or FAILED with assignedDevices and assignedBmcs
         * @description Needs a signed-in user holding one of: SITE_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["validateAssignments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/oAuthLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open the session of a provider sign-in: header authToken holds the callback's one-time code, or an id token of the organisation's provider; answers the session user */
        post: operations["oAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/oidc/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start signing in with an organisation's (or a user's) provider: sets the browser cookie and redirects to it (authorization code, PKCE S256, state, nonce); rate-limited per address like the login */
        get: operations["oidcAuthorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's redirect back: verifies the sign-in (for the browser that started it) and returns to the login page with a one-time code */
        get: operations["oidcCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/oidc/provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identity provider of an organisation, for the login page's Sign in with <provider> */
        get: operations["identityProviderPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/oidc/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What to register at a provider for this server: the redirect URI it sends, the post-logout URI, and whether CHILLWATCH_PUBLIC_URL is set
         * @description Needs a signed-in user holding ALL_PRIVILEGE (an administrator).
         */
        get: operations["identityProviderRegistration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/preventive_maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enter a preventive-maintenance record against a chilling unit; answers the text "CheckList Created"
         * @description Needs a signed-in user holding one of: ENTER_RECORDS (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["createMaintenanceRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/preventive_maintenance/ChillingUnit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The records of a chilling unit whose action date is in a range, newest first (at most 5000)
         * @description Needs a signed-in user holding one of: VIEW_RECORDS, ENTER_RECORDS (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        get: operations["listUnitMaintenanceRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/preventive_maintenance/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a preventive-maintenance record by id
         * @description Needs a signed-in user holding one of: VIEW_RECORDS, ENTER_RECORDS (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        get: operations["getMaintenanceRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/device/validate/{type}/{serialNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a serial number typed into a site form: type is gateway, sensor or a device type; answers the type the device will carry
         * @description Needs a signed-in user holding one of: SITE_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        get: operations["validateDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/device/{serialNumber}/credential": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a device's ingestion credential; the new one is shown only in this answer
         * @description Needs a signed-in user holding one of: SITE_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["rotateDeviceCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/alertTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list alertTypes
         * @description Needs a signed-in user.
         */
        get: operations["meta-alertTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/applicationAttributes/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list by deviceType
         * @description Needs a signed-in user.
         */
        get: operations["meta-applicationAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/checklist/checklistValueTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list checklist/checklistValueTypes
         * @description Needs a signed-in user.
         */
        get: operations["meta-checklist/checklistValueTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/chillingunit/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list chillingunit/vendors
         * @description Needs a signed-in user.
         */
        get: operations["meta-chillingunit/vendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/countryCodesTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list countryCodesTypes
         * @description Needs a signed-in user.
         */
        get: operations["meta-countryCodesTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/countryTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list countryTypes
         * @description Needs a signed-in user.
         */
        get: operations["meta-countryTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/deviceAttributes/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list by deviceType
         * @description Needs a signed-in user.
         */
        get: operations["meta-deviceAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/districts/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list by state
         * @description Needs a signed-in user.
         */
        get: operations["meta-districts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/genderTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list genderTypes
         * @description Needs a signed-in user.
         */
        get: operations["meta-genderTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list locale
         * @description Needs a signed-in user.
         */
        get: operations["meta-locale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/methodOfCooling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list methodOfCooling
         * @description Needs a signed-in user.
         */
        get: operations["meta-methodOfCooling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/monitoringDeviceTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list monitoringDeviceTypes
         * @description Needs a signed-in user.
         */
        get: operations["meta-monitoringDeviceTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/orgTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list orgTypes
         * @description Needs a signed-in user.
         */
        get: operations["meta-orgTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/powerSenseTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list powerSenseTypes
         * @description Needs a signed-in user.
         */
        get: operations["meta-powerSenseTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/productTypes/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Chilling unit product types
         * @description Needs a signed-in user.
         */
        get: operations["meta-productTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/salutationTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list salutationTypes
         * @description Needs a signed-in user.
         */
        get: operations["meta-salutationTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/states/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list by country
         * @description Needs a signed-in user.
         */
        get: operations["meta-states"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/subOrgTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list subOrgTypes
         * @description Needs a signed-in user.
         */
        get: operations["meta-subOrgTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/timeZones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list timeZones
         * @description Needs a signed-in user.
         */
        get: operations["meta-timeZones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/unitsValueTypes/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list by deviceType
         * @description Needs a signed-in user.
         */
        get: operations["meta-unitsValueTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/user/alertLanguages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list user/alertLanguages
         * @description Needs a signed-in user.
         */
        get: operations["meta-user/alertLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/metadata/user/issueTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference list user/issueTypes
         * @description Needs a signed-in user.
         */
        get: operations["meta-user/issueTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an organisation by name
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["getOrganizationByName"];
        /**
         * Edit an organisation (orgId in the body; orgName cannot change)
         * @description Needs a signed-in user holding one of: ORGANIZATION_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        put: operations["updateOrganization"];
        /**
         * Create an organisation or, with parentOrgId/parentOrgName, a sub-organisation
         * @description Needs a signed-in user holding one of: ORGANIZATION_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/organizations/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page the top-level organisations the caller sees
         * @description Needs a signed-in user.
         */
        get: operations["listOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/organizations/orgHierarchyStructure/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tree of an organisation and its sub-organisations, each with its sites
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["organizationHierarchy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/organizations/orgMetaList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organisations the caller can choose, as a type list (one organisation with orgName)
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["orgMetaList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/organizations/subOrgList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page every sub-organisation below an organisation (for selectors)
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["subOrgList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/organizations/subOrgMetaList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sub-organisations below an organisation as a type list
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["subOrgMetaList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/organizations/subOrganizationList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page every sub-organisation below an organisation
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["subOrganizationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an organisation by id
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        /**
         * Delete an organisation that holds no sub-organisations, sites or users
         * @description Needs a signed-in user holding one of: ORGANIZATION_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        delete: operations["deleteOrganization"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/privileges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The privilege catalogue
         * @description Needs a signed-in user holding one of: ROLE_CONFIGURATION (or ALL_PRIVILEGE).
         */
        get: operations["listPrivileges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/productTypes/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Chilling unit product types
         * @description Needs a signed-in user.
         */
        get: operations["productTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Roles of an organisation (roles belong to the top-level organisation)
         * @description Needs a signed-in user holding one of: ROLE_CONFIGURATION, USER_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        get: operations["listRoles"];
        put?: never;
        /**
         * Create a role in an organisation
         * @description Needs a signed-in user holding one of: ROLE_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/roles/{role}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One role by name
         * @description Needs a signed-in user holding one of: ROLE_CONFIGURATION, USER_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        get: operations["getRole"];
        /**
         * Rename a role and replace its privileges
         * @description Needs a signed-in user holding one of: ROLE_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        put: operations["updateRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One site by its uuid
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["getSiteByUUID"];
        put?: never;
        /**
         * Create a site with its site-level devices and chilling units; answers each new device's credential once
         * @description Needs a signed-in user holding one of: SITE_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["createSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/sites/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page the sites the caller sees
         * @description Needs a signed-in user.
         */
        get: operations["listSites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/sites/all/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page the sites of an organisation and its sub-organisations
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["listSitesByOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/sites/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import sites from a CSV file (at most 10 MB and 20,000 lines): every line is checked and all sites are created, or none; refusals name the row and column
         * @description Needs a signed-in user holding one of: SITE_CONFIGURATION (or ALL_PRIVILEGE).
         */
        post: operations["importSites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/sites/import/sample": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sample site file (CSV): one line per chilling unit
         * @description Needs a signed-in user holding one of: SITE_CONFIGURATION (or ALL_PRIVILEGE).
         */
        get: operations["siteImportSample"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/sites/orgSiteStructure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation tree with its sites, units and devices, for the tree view (the caller's own organisation unless orgName is given)
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["orgSiteStructure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/sites/siteName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One site by its name
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["getSiteByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/sites/subOrg/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page the sites of a sub-organisation
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["listSitesBySubOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/sites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One site by its siteId
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["getSite"];
        /**
         * Edit a site; units sent with their chillingUnitUuid are kept, devices that stay keep their credentials
         * @description Needs a signed-in user holding one of: SITE_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        put: operations["updateSite"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/sites/{id}/chillingUnits/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chilling units of a site, for its details page
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["siteChillingUnits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page the checklist templates usable at an organisation (the caller's own unless orgName is given): its own and those of the organisations above it
         * @description Needs a signed-in user holding one of: CHECKLIST_CONFIGURATION, ENTER_RECORDS, VIEW_RECORDS (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        get: operations["listChecklistTemplates"];
        /**
         * Replace a checklist template; task and sub-task ids sent back are kept
         * @description Needs a signed-in user holding one of: CHECKLIST_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        put: operations["updateChecklistTemplate"];
        /**
         * Create a checklist template in an organisation (the caller's own unless orgName is given)
         * @description Needs a signed-in user holding one of: CHECKLIST_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["createChecklistTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/template/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a checklist template by id
         * @description Needs a signed-in user holding one of: CHECKLIST_CONFIGURATION, ENTER_RECORDS, VIEW_RECORDS (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        get: operations["getChecklistTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a user (one role, sent as a list)
         * @description Needs a signed-in user holding one of: USER_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/users/addFavSites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark or unmark sites as favourites of a user (yourself when userName is empty or yours); answers the user's sites
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        put: operations["bookmarkSites"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/users/alertConfigurations/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import users' alert configurations from a CSV file: each user named replaces their whole alert configuration; all users or none
         * @description Needs a signed-in user holding one of: USER_CONFIGURATION (or ALL_PRIVILEGE).
         */
        post: operations["importAlertConfigurations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/users/alertConfigurations/import/sample": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sample alert configuration file (CSV): one line per user and site or unit
         * @description Needs a signed-in user holding one of: USER_CONFIGURATION (or ALL_PRIVILEGE).
         */
        get: operations["alertImportSample"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/users/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page the users the caller sees (optionally below orgName)
         * @description Needs a signed-in user holding one of: USER_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/users/allSitesAssociation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page the sites a user is associated with (yourself, or anyone in scope with USER_CONFIGURATION)
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["userSiteAssociations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/users/allUserSitesAssociation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every site the caller is associated with, bookmarked ones first
         * @description Needs a signed-in user.
         */
        get: operations["mySiteAssociations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/users/myProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit your own personal and contact details and alert language (anyone signed in)
         * @description Needs a signed-in user.
         */
        put: operations["updateMyProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/users/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set another user's password (administrators)
         * @description Needs a signed-in user holding one of: USER_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        put: operations["resetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/users/updatePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change your own password; every session ends
         * @description Needs a signed-in user.
         */
        put: operations["updatePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/users/userDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user by name (yourself, or anyone in scope with USER_CONFIGURATION)
         * @description Needs a signed-in user. Objects of another organisation answer 404.
         */
        get: operations["userDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/provisioningService/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a user by userId; enabled false ends their sessions
         * @description Needs a signed-in user holding one of: USER_CONFIGURATION (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/pushNotification/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: volume (each new volume sample), alert (a critical alert raised, escalated or cleared in the last 2 hours) and inbox (the caller's unread notification count, when it changes); a comment line every 15 s
         * @description Needs a signed-in user: a push ticket in `ticket`, or the bearer token. Units of another organisation answer 404.
         */
        get: operations["pushNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/pushNotification/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A single-use ticket, valid for 60 seconds, that opens one push stream
         * @description Needs a signed-in user.
         */
        post: operations["pushTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the refresh token and get a new access token */
        post: operations["refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/reportService/api/reportMetaData/contrak": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reports by category, in the asked language
         * @description Needs a signed-in user holding one of: REPORTS (or ALL_PRIVILEGE).
         */
        get: operations["reportMetaDataGateway"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/reports/cip/v1/cipReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of the cip report
         * @description Needs a signed-in user holding one of: REPORTS (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["cipReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/reports/cip/v1/cipReport/export_excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The cip report as an XLSX workbook
         * @description Needs a signed-in user holding one of: REPORTS (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["cipReportExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/reports/cs/v1/chillingReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of the chilling_session report
         * @description Needs a signed-in user holding one of: REPORTS (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["chillingReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/reports/cs/v1/chillingReport/export_excel/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The chilling_session report as an XLSX workbook
         * @description Needs a signed-in user holding one of: REPORTS (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["chillingReportExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/reports/dashBoard/v1/getAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reports by category, in the asked language
         * @description Needs a signed-in user holding one of: REPORTS (or ALL_PRIVILEGE).
         */
        get: operations["reportList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/reports/fs/v2/fuelReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of the fuel_consumption report
         * @description Needs a signed-in user holding one of: REPORTS (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["fuelReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/reports/fs/v2/fuelReport/export_excel/sum/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The fuel_consumption report as an XLSX workbook
         * @description Needs a signed-in user holding one of: REPORTS (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["fuelReportExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/reports/ml/v1/milkReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of the milk_lifting report
         * @description Needs a signed-in user holding one of: REPORTS (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["milkReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/reports/ml/v1/milkReport/export_excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The milk_lifting report as an XLSX workbook
         * @description Needs a signed-in user holding one of: REPORTS (or ALL_PRIVILEGE). Objects of another organisation answer 404.
         */
        post: operations["milkReportExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tickets raised in the caller's organisation, newest first, with their tracker status
         * @description Needs a signed-in user.
         */
        get: operations["myTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authgateway/tickets/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether tickets are configured, and the file limits
         * @description Needs a signed-in user.
         */
        get: operations["ticketSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issues/issues.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise a ticket in the tracker with the uploaded files (at most 5); answers Ticket ID: {id}
         * @description Needs a signed-in user.
         */
        post: operations["createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issues/uploads.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one file of a ticket to the tracker (octet-stream, at most the configured size); answers its token
         * @description Needs a signed-in user.
         */
        post: operations["uploadTicketFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keycloak": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where to start signing a user in with their organisation's provider: the same answer for every user name, known or not */
        post: operations["keycloak"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pushNotification/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: volume (each new volume sample), alert (a critical alert raised, escalated or cleared in the last 2 hours) and inbox (the caller's unread notification count, when it changes); a comment line every 15 s
         * @description Needs a signed-in user: a push ticket in `ticket`, or the bearer token. Units of another organisation answer 404.
         */
        get: operations["pushNotificationsSpecPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reportService/api/reportMetaData/contrak": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reports by category, in the asked language
         * @description Needs a signed-in user holding one of: REPORTS (or ALL_PRIVILEGE).
         */
        get: operations["reportMetaData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AcknowledgeAlertRequest: {
            /** @description up to 500 characters */
            comment?: string;
        };
        Address: {
            addressLine1?: string;
            country?: string;
            district?: string;
            pinCode?: string;
            state?: string;
            villageTownCity?: string;
        };
        Alert: {
            acknowledgeComment?: string;
            /** Format: date-time */
            acknowledgedAt?: string | null;
            acknowledgedBy?: string;
            alertDisplayName?: string;
            /** @description a critical alert's <unit uuid>.<rule>.<start ms>; an info event's <unit uuid>.<event>.<ms> */
            alertId?: string;
            /** @enum {string} */
            alertLevel?: "CRITICAL" | "INFO";
            /** @description in the caller's language */
            alertMessage?: string;
            alertType?: string;
            chillingUnitId?: string;
            chillingUnitName?: string;
            chillingUnitUUID?: string;
            /** Format: date-time */
            clearedAt?: string | null;
            /**
             * Format: date-time
             * @description the raise, or the event's time
             */
            occurredOn?: string;
            /**
             * Format: date-time
             * @description the start of the alert's condition
             */
            since?: string;
            siteId?: string;
            siteName?: string;
            siteUuid?: string;
            /**
             * Format: int64
             * @description the highest stage reached; 0 for an info event
             */
            stage?: number;
            /** @enum {string} */
            status?: "active" | "cleared" | "event";
            /** Format: double */
            temperature?: number;
            /** Format: double */
            volume?: number;
            zoneId?: string;
        };
        AlertChange: {
            alertType?: string;
            /** Format: date-time */
            at?: string;
            /** @enum {string} */
            change?: "raised" | "escalated" | "cleared";
            /** Format: int64 */
            stage?: number;
        };
        AlertConfig: {
            /** @description the unit's id or uuid; empty for the whole site */
            chillingUnitId?: string;
            chillingUnitUuid?: string;
            criticalAlerts?: string[] | null;
            emailAlerts?: components["schemas"]["Channel"];
            /** @description default true */
            enableEmailAlerts?: boolean;
            /** @description default true */
            enableSMSAlerts?: boolean;
            /** @description default false */
            enableWebAlerts?: boolean;
            infoAlerts?: string[] | null;
            organization?: string;
            siteId?: string;
            siteName?: string;
            siteUUID?: string;
            smsAlerts?: components["schemas"]["Channel"];
            subOrganization?: string;
        };
        AlertDefinition: {
            /** @description the alert type (typeName) */
            alertName?: string;
            /** @description the rule, with the default thresholds */
            definition?: string;
            /** @description what kind of alert it is and when its stages come */
            description?: string;
            displayName?: string;
            /** @enum {string} */
            level?: "INFO" | "CRITICAL";
        };
        AlertDetail: {
            acknowledgeComment?: string;
            /** Format: date-time */
            acknowledgedAt?: string | null;
            acknowledgedBy?: string;
            alertDisplayName?: string;
            /** @description a critical alert's <unit uuid>.<rule>.<start ms>; an info event's <unit uuid>.<event>.<ms> */
            alertId?: string;
            /** @enum {string} */
            alertLevel?: "CRITICAL" | "INFO";
            /** @description in the caller's language */
            alertMessage?: string;
            alertType?: string;
            changes?: components["schemas"]["AlertChange"][] | null;
            chillingUnitId?: string;
            chillingUnitName?: string;
            chillingUnitUUID?: string;
            /** Format: date-time */
            clearedAt?: string | null;
            /**
             * Format: date-time
             * @description the raise, or the event's time
             */
            occurredOn?: string;
            /**
             * Format: date-time
             * @description the start of the alert's condition
             */
            since?: string;
            siteId?: string;
            siteName?: string;
            siteUuid?: string;
            /**
             * Format: int64
             * @description the highest stage reached; 0 for an info event
             */
            stage?: number;
            /** @enum {string} */
            status?: "active" | "cleared" | "event";
            /** Format: double */
            temperature?: number;
            /** Format: double */
            volume?: number;
            zoneId?: string;
        };
        AlertReport: {
            dryRun?: boolean;
            /** Format: int64 */
            rows?: number;
            /**
             * @description refusals answer 400 with one entry per row and column
             * @enum {string}
             */
            status?: "SUCCESS";
            /** Format: int64 */
            users?: number;
        };
        AlertSearchBody: {
            /** @description alert types, or Critical Alerts, Info Alerts, All Alerts (the default) */
            alertTypes?: string[] | null;
            chillingUnitUuids?: string[] | null;
            /** @description the window's end: RFC 3339, a date or epoch ms; default now */
            currentDate?: string;
            /** @description replaces the window's end */
            endDate?: string;
            /**
             * Format: int64
             * @description the window in hours, 0–120, default 24
             */
            hour?: number | null;
            /**
             * Format: int64
             * @description 1–100000, default 500
             */
            pageSize?: number | null;
            /**
             * Format: int64
             * @description the same as pageSize (the console sends 100000)
             */
            pagingSize?: number | null;
            /** @description zero-based page number; empty is 0 */
            pagingState?: string;
            siteUuids?: string[] | null;
            /** @description replaces the window's start: RFC 3339, a date or epoch ms */
            startDate?: string;
            /** @description active, cleared, acknowledged or unacknowledged (critical alerts only) */
            status?: string;
            toExclude?: boolean;
        };
        AlertsAggregate: {
            /** @description critical alerts raised and info events, by alert type */
            alertCountMap?: {
                [key: string]: number;
            };
        };
        AlertsCount: {
            alertsAggregate?: components["schemas"]["AlertsAggregate"];
            /** @description the critical types raised in the window, most first (ties by name) */
            categories?: components["schemas"]["Category"][] | null;
            /** Format: int64 */
            critical?: number;
            /** Format: date-time */
            from?: string;
            /** Format: int64 */
            hours?: number;
            /** Format: int64 */
            info?: number;
            /** Format: date-time */
            to?: string;
            /** Format: int64 */
            total?: number;
        };
        Assignment: {
            assignedBmcs?: string[] | null;
            assignedDevices?: string[] | null;
            /** @enum {string} */
            status?: "SUCCESS" | "FAILED";
        };
        AssignmentCheck: {
            customerBmcIds?: string[] | null;
            serialNumbers?: string[] | null;
            /** @description the site being edited; its own devices and units do not count as assigned */
            siteUUID?: string;
        };
        Association: {
            isBookmarked?: boolean;
            /** @description answered: the site's organisation */
            organization?: string;
            siteId?: string;
            siteName?: string;
            siteUUID?: string;
            /** @description answered: the site's sub-organisation */
            subOrganization?: string;
        };
        Attachment: {
            content_type?: string;
            filename?: string;
            token?: string;
        };
        Bookmark: {
            isBookmarked?: boolean;
            siteId?: string;
            siteName?: string;
            siteUUID?: string;
        };
        Category: {
            category?: string;
            /** Format: int64 */
            count?: number;
            displayName?: string;
            level?: string;
        };
        Channel: {
            criticalAlerts?: string[] | null;
            infoAlerts?: string[] | null;
        };
        ChannelSettings: {
            configured?: boolean;
            description?: string;
            problem?: string;
        };
        ChartData: {
            attribute?: string;
            chartId?: string;
            content?: components["schemas"]["ChartPoint"][] | null;
            fromDate?: string;
            /** Format: int64 */
            limit?: number;
            order?: string;
            ratingWise?: boolean;
            toDate?: string;
            /** @description %, s (seconds: the console writes h m s), count, or rating (0–5) */
            unit?: string;
        };
        ChartMeta: {
            attributes?: string[] | null;
            chartId?: string;
            defaultAttribute?: string;
            /** Format: int64 */
            defaultLimit?: number;
            defaultOrder?: string;
            initialAttribute?: string;
            limits?: number[] | null;
            orders?: string[] | null;
            /** @description each attribute's unit: %, s (a duration), count */
            units?: {
                [key: string]: string;
            };
        };
        ChartPoint: {
            chillingUnitId?: string;
            chillingUnitName?: string;
            chillingUnitUuid?: string;
            /** Format: int64 */
            rank?: number;
            siteName?: string;
            siteUuid?: string;
            /** Format: double */
            value?: number;
        };
        ChillingCostsRequest: {
            listofbmcs?: string[] | null;
        };
        ChillingUnit: {
            bmcId?: string;
            bmcName?: string;
            /** Format: double */
            capacity?: number;
            chillingCenterId?: string;
            chillingCenterName?: string;
            collectionCenterType?: string;
            countryCode?: string;
            customerBmcId?: string;
            /** Format: int64 */
            manufacturedYear?: number;
            methodOfCooling?: string;
            otherVendor?: string;
            ownerContactNum?: string;
            ownerName?: string;
            societyId?: string;
            societyLongId?: string;
            traceability_Bmc_Id?: string;
            vendor?: string;
        };
        ContactDetails: {
            contactNumber?: string;
            contactPersonName?: string;
            countryCode?: string;
            emailId?: string;
        };
        Coordinates: {
            /** Format: double */
            latitude?: number | null;
            /** Format: double */
            longitude?: number | null;
        };
        Cost: {
            customer_id?: string;
            /** Format: double */
            dgFuelCostPerLiter?: number;
            /** Format: double */
            dgFuelUsageHourWhenChilling?: number;
            /** Format: double */
            dgFuelUsageHourWhenNotChilling?: number;
            /** Format: double */
            gridUsageCostUnit?: number;
            /** Format: double */
            gridUsageHourWhenChilling?: number;
            /** Format: double */
            gridUsageHourWhenNOTChilling?: number;
            /** Format: double */
            overChilledTemperature?: number;
            /** Format: double */
            processedTimeCalibrationinmins?: number;
            /** Format: double */
            underChilledTemperature?: number;
        };
        Counts: {
            /** Format: int64 */
            accepted?: number;
            /** Format: int64 */
            duplicates?: number;
        };
        Credential: {
            serialNumber?: string;
            token?: string;
        };
        Delivery: {
            address?: string;
            alertId?: string;
            alertType?: string;
            /** Format: date-time */
            at?: string;
            /** @enum {string} */
            channel?: "email" | "sms" | "web";
            chillingUnitName?: string;
            /**
             * Format: int64
             * @description how many alert changes the message carried (more than one: a digest)
             */
            entries?: number;
            error?: string;
            /** Format: int64 */
            id?: number;
            /** @description raised, escalated, cleared, event, withdrawn, found_late (an alert still active when its late data came), offline (one that passed while the data was away) or test */
            kind?: string;
            siteName?: string;
            /** Format: int64 */
            stage?: number;
            /** @description sending, sent, retry, failed, in_doubt, historical, withdrawn, not_configured, no_address or sms_cap */
            status?: string;
            userName?: string;
        };
        Device: {
            deviceType?: string;
            gatewaySerialNumber?: string;
            l0Config?: components["schemas"]["L0Config"][] | null;
            monitoringProductType?: string;
            serialNumber?: string;
        };
        DeviceCheck: {
            deviceType?: string;
            monitoringProductType?: string;
            serialNumber?: string;
        };
        DeviceEvent: {
            displayEventName?: string;
            eventName?: string;
        };
        DeviceRecords: {
            /** @description {processTime, receivedAt, ...the record's attributes} per reading */
            attributeList?: {
                [key: string]: unknown;
            }[] | null;
            /** @description the device's id: its serial number as registered */
            deviceId?: string;
            deviceType?: string;
            serialNumber?: string;
            /** @description the site's time zone, in which the times are written */
            zoneId?: string;
        };
        Draft: {
            chillingUnitName?: string;
            /** @description at most 20,000 characters */
            description?: string;
            /** @description a link to the unit's chilling graph in the console */
            graphUrl?: string;
            /** @description one of user/issueTypes */
            issueType?: string;
            siteName?: string;
            /** @description at most 255 characters */
            subject?: string;
            uploads?: components["schemas"]["Attachment"][] | null;
        } & {
            [key: string]: unknown;
        };
        Entry: {
            /** @description signIn, signInFailed, signOut, denied, or the call's operation (updateRole, resetPassword …) */
            action?: string;
            /** @description the user who acted (or the name typed at a failed sign-in) */
            actorName?: string;
            /** @description the peer address the call came from */
            address?: string;
            /** @description the object after the change (or the request), JSON with secrets masked */
            after?: string;
            /** Format: date-time */
            at?: string;
            /** @description the object before the change, JSON with secrets masked */
            before?: string;
            /** Format: int64 */
            id?: number;
            /** @description organization, role, user, site, device, credential, template, threshold, policy, setting, record, alert, session */
            object?: string;
            /** @description the object's name or id */
            objectKey?: string;
            /** @description the organisation whose object it was, or the actor's */
            orgName?: string;
            /**
             * Format: int64
             * @description the HTTP status of the answer
             */
            status?: number;
            userAgent?: string;
        };
        EventRecord: {
            displayEventName?: string;
            eventName?: string;
            eventState?: components["schemas"]["EventState"];
            /**
             * Format: double
             * @description °C: an info event's, or the TEMP series' value
             */
            temperature?: number;
            /**
             * Format: double
             * @description °C: the TEMP2 series' value
             */
            temperature2?: number;
            timeData?: components["schemas"]["TimeData"];
            /**
             * Format: double
             * @description L: an info event's, or the VOLUME series' value
             */
            volume?: number;
        };
        EventState: {
            /** Format: double */
            max?: number;
            /** Format: double */
            min?: number;
            /** Format: double */
            numericValue?: number;
        };
        FieldProblem: {
            code?: string;
            field?: string;
            message?: string;
            /**
             * Format: int64
             * @description the line of an imported file (1 is the header)
             */
            row?: number;
        };
        FormSettings: {
            configured?: boolean;
            /** Format: int64 */
            maxFileBytes?: number;
            /** Format: int64 */
            maxFiles?: number;
        };
        InboxItem: {
            alertId?: string;
            /** @enum {string} */
            alertLevel?: "CRITICAL" | "INFO";
            body?: string;
            chillingUnitUUID?: string;
            /** Format: date-time */
            createdAt?: string;
            /**
             * Format: int64
             * @description alert changes the item covers (more than one: a digest)
             */
            entries?: number;
            /** Format: int64 */
            id?: number;
            read?: boolean;
            /** Format: date-time */
            readAt?: string;
            title?: string;
        };
        Info: {
            hasNextPage?: boolean;
            /** Format: int64 */
            page?: number;
            /** Format: int64 */
            size?: number;
            /** Format: int64 */
            totalElements?: number;
            /** Format: int64 */
            totalPages?: number;
        };
        Input: {
            active?: boolean;
            alertsLanguage?: string;
            confirmPassword?: string;
            emailId?: string;
            enabled?: boolean;
            /** @description read-only; ignored on input */
            expired?: boolean;
            firstName?: string;
            gender?: string;
            /** @description read-only; ignored on input */
            isOauthAuthenticated?: boolean;
            lastName?: string;
            /** @description read-only; ignored on input */
            locked?: boolean;
            mobileNumbers?: components["schemas"]["Mobile"][] | null;
            organizationName?: string;
            password?: string;
            roles?: string[] | null;
            salutation?: string;
            siteAssociationConfiguration?: components["schemas"]["Association"][] | null;
            subOrganizationName?: string;
            /** @description read-only; ignored on input */
            uiPrivileges?: string[] | null;
            userAlertConfiguration?: components["schemas"]["AlertConfig"][] | null;
            /**
             * Format: int64
             * @description read-only; ignored on input
             */
            userId?: number;
            userName?: string;
        };
        IssueAnswer: {
            issue?: components["schemas"]["Raised"];
            message?: string;
            status?: boolean;
        };
        IssueRequest: {
            issue?: components["schemas"]["Draft"];
        };
        KeycloakRequest: {
            username?: string;
        };
        L0Config: {
            applicationAttribute?: string;
            deviceAttribute?: string;
            unit?: string;
        };
        LiveData: {
            /** Format: int64 */
            count?: number;
            /**
             * Format: double
             * @description live units / all units × 100, rounded to 2 decimals
             */
            percentage?: number;
        };
        LoginRequest: {
            password?: string;
            userName?: string;
            username?: string;
        };
        LogoutAnswer: {
            endSessionUrl?: string;
            message?: string;
            status?: boolean;
        };
        LogoutRequest: {
            jwtAccessToken?: string;
            refreshToken?: string;
            userName?: string;
        };
        MarkReadInputBody: {
            /** @description notification ids of the caller; others are ignored */
            ids?: number[] | null;
        };
        Marker: {
            alertDisplayName?: string;
            alertId?: string;
            alertName?: string;
            /** @enum {string} */
            change?: "raised" | "escalated";
            message?: string;
            /** Format: date-time */
            occurredOn?: string;
            /** @enum {string} */
            priority?: "CRITICAL";
            /** Format: int64 */
            stage?: number;
            /** Format: double */
            temperature?: number;
            /** Format: double */
            volume?: number;
        };
        Meta: {
            category?: string;
            displayName?: string;
            id?: string;
            name?: string;
            values?: components["schemas"]["Value"][] | null;
        };
        Mobile: {
            countryCode?: string;
            mobileNumber?: string;
        };
        Node: {
            orgDisplayName?: string;
            /** Format: int64 */
            orgId?: number;
            orgName?: string;
            orgType?: string;
            sites?: unknown[] | null;
            subOrganization?: components["schemas"]["Node"][] | null;
        };
        OrgType: {
            level?: string;
            /** Format: int64 */
            orgId?: number;
            orgType?: string;
            typeDisplayName?: string;
            typeName?: string;
        };
        Organization: {
            address?: components["schemas"]["Address"];
            contactDetails?: components["schemas"]["ContactDetails"];
            isParent?: boolean;
            orgAbbreviatedName?: string;
            orgDisplayName?: string;
            /** Format: int64 */
            orgId?: number;
            orgName?: string;
            orgType?: string;
            orgUrl?: string;
            /** Format: int64 */
            parentOrgId?: number | null;
            parentOrgName?: string;
            platform?: boolean;
            /** Format: int64 */
            rootOrgId?: number | null;
            rootOrgName?: string;
        };
        OverallRating: {
            chillingUnitId?: string;
            chillingUnitName?: string;
            chillingUnitUuid?: string;
            /** Format: int64 */
            days?: number;
            provisional?: boolean;
            /** Format: double */
            rating?: number | null;
            siteName?: string;
            siteUuid?: string;
        };
        OverallRatings: {
            content?: components["schemas"]["OverallRating"][] | null;
            endTime?: string;
            startTime?: string;
        };
        OverallRequest: {
            /** @description the units (uuids or BMC ids); none: every unit of the organisation */
            chillingUnitUuids?: string[] | null;
            /** @description used when no unit is listed: rate all its units */
            organization?: string;
        };
        Own: {
            alertsLanguage?: string;
            emailId?: string;
            firstName?: string;
            gender?: string;
            lastName?: string;
            mobileNumbers?: components["schemas"]["Mobile"][] | null;
            salutation?: string;
        };
        PageAlert: {
            content?: components["schemas"]["Alert"][] | null;
            pageInfo?: components["schemas"]["Info"];
        };
        PageAssociation: {
            content?: components["schemas"]["Association"][] | null;
            pageInfo?: components["schemas"]["Info"];
        };
        PageDelivery: {
            content?: components["schemas"]["Delivery"][] | null;
            pageInfo?: components["schemas"]["Info"];
        };
        PageDeviceRecords: {
            content?: components["schemas"]["DeviceRecords"][] | null;
            pageInfo?: components["schemas"]["Info"];
        };
        PageEntry: {
            content?: components["schemas"]["Entry"][] | null;
            pageInfo?: components["schemas"]["Info"];
        };
        PageInboxItem: {
            content?: components["schemas"]["InboxItem"][] | null;
            pageInfo?: components["schemas"]["Info"];
        };
        PageOrganization: {
            content?: components["schemas"]["Organization"][] | null;
            pageInfo?: components["schemas"]["Info"];
        };
        PageSite: {
            content?: components["schemas"]["Site"][] | null;
            pageInfo?: components["schemas"]["Info"];
        };
        PageSiteAlerts: {
            content?: components["schemas"]["SiteAlerts"][] | null;
            pageInfo?: components["schemas"]["Info"];
        };
        PageTemplate: {
            content?: components["schemas"]["Template"][] | null;
            pageInfo?: components["schemas"]["Info"];
        };
        PageUnitAlertCounts: {
            content?: components["schemas"]["UnitAlertCounts"][] | null;
            pageInfo?: components["schemas"]["Info"];
        };
        PageUnitState: {
            content?: components["schemas"]["UnitState"][] | null;
            pageInfo?: components["schemas"]["Info"];
        };
        PageUser: {
            content?: components["schemas"]["User"][] | null;
            pageInfo?: components["schemas"]["Info"];
        };
        PasswordChange: {
            confirmPassword?: string;
            newPassword?: string;
            oldPassword?: string;
        };
        PasswordReset: {
            confirmPassword?: string;
            newPassword?: string;
        };
        Point: {
            /** Format: double */
            max?: number;
            /** Format: double */
            min?: number;
            /** Format: date-time */
            processTime?: string;
            /** Format: double */
            value?: number;
        };
        Policy: {
            /** Format: int64 */
            capMinutes?: number;
            /** Format: int64 */
            smsDailyCap?: number;
            stages?: components["schemas"]["StageRule"][] | null;
        };
        PolicyView: {
            /** Format: int64 */
            capMinutes?: number;
            default?: boolean;
            editable?: boolean;
            inherited?: boolean;
            /** @description the top-level organisation that owns the policy */
            orgName?: string;
            roles?: string[] | null;
            /** Format: int64 */
            smsDailyCap?: number;
            stages?: components["schemas"]["StageRule"][] | null;
            /** Format: date-time */
            updatedAt?: string;
            updatedBy?: string;
        };
        Privilege: {
            description?: string;
            name?: string;
        };
        Problem: {
            code?: string;
            errors?: components["schemas"]["FieldProblem"][] | null;
            message?: string;
            /** Format: int64 */
            status?: number;
        };
        ProductRef: {
            name?: string;
            /** Format: int64 */
            productTypeId?: number;
        };
        ProductType: {
            name?: string;
            /** Format: int64 */
            productTypeId?: number;
            typeDisplayName?: string;
            typeName?: string;
        };
        Provider: {
            /** @description create a user of the organisation on a first sign-in that matches nobody (off by default) */
            autoCreate?: boolean;
            clientId?: string;
            /** @description write only; empty keeps the stored secret */
            clientSecret?: string;
            readonly clientSecretSet?: boolean;
            /** @description the administrator whose authority the provider signs in with: it signs in nobody who holds a privilege they lack */
            readonly configuredBy?: string;
            /** @description the role of users created on sign-in */
            defaultRole?: string;
            /** @description shown on the login page: Sign in with <displayName> */
            displayName?: string;
            enabled?: boolean;
            /** @description the issuer URL, exactly as the provider's discovery document states it (Keycloak: https://HOST/realms/REALM) */
            issuer?: string;
            /** @description a first sign-in may link to the one user with the same e-mail, when the provider says it is verified (off by default) */
            linkByEmail?: boolean;
            orgName?: string;
            /** @description a claim holding role names (a string or a list), optional */
            roleClaim?: string;
            /** @description provider role → ChillWatch role name */
            roleMap?: {
                [key: string]: string;
            };
            /** @description the claim holding the ChillWatch user name (default preferred_username) */
            usernameClaim?: string;
        };
        Public: {
            authorizationUrl?: string;
            displayName?: string;
            orgName?: string;
        };
        Raised: {
            /**
             * Format: int64
             * @description the Redmine issue id
             */
            id?: number;
        };
        RatingAttribute: {
            /** @description the attribute's name */
            attributeName?: string;
            /** @description the attributes below; none for a leaf */
            children?: components["schemas"]["RatingAttribute"][] | null;
            /** @description leaves only: the KPI rated (docs/analytics.md) */
            kpi?: string;
            /**
             * Format: int64
             * @description a whole percentage of its parent; siblings sum to 100; the root is 100
             */
            weightage?: number;
        };
        RatingDates: {
            content?: components["schemas"]["RatingMonth"][] | null;
            organization?: string;
        };
        RatingMonth: {
            endTime?: string;
            /** @description yyyy-MM */
            month?: string;
            provisional?: boolean;
            startTime?: string;
        };
        RatingNode: {
            attributeName?: string;
            attributes?: components["schemas"]["RatingNode"][] | null;
            kpi?: string;
            /** Format: double */
            rating?: number | null;
            unit?: string;
            /**
             * Format: double
             * @description leaves: the KPI's value over the period, in unit
             */
            value?: number;
            /** Format: int64 */
            weightage?: number;
        };
        RatingTemplate: {
            attributes?: components["schemas"]["RatingAttribute"];
            editable?: boolean;
            /** @description the organisation whose template it is, or "default" */
            from?: string;
            inherited?: boolean;
            organization?: string;
            updatedAt?: string;
            updatedBy?: string;
        };
        RatingTree: {
            content?: components["schemas"]["RatingTreeNode"];
            endTime?: string;
            organization?: string;
            provisional?: boolean;
            startTime?: string;
        };
        RatingTreeNode: {
            children?: components["schemas"]["RatingTreeNode"][] | null;
            chillingUnitUuid?: string;
            name?: string;
            provisional?: boolean;
            /** Format: int64 */
            ratedUnits?: number;
            /** Format: double */
            rating?: number | null;
            siteUuid?: string;
            /** @enum {string} */
            type?: "organization" | "site" | "chillingUnit";
            /** Format: int64 */
            units?: number;
        };
        Record: {
            /** @description [year, month, day, hour, minute, second] in UTC. On input also 3 to 7 numbers, or a string: RFC 3339, or yyyy-MM-dd['T'HH:mm[:ss]] read as UTC. */
            actionDate?: number[] | string | null;
            /** @description the template's description; ignored on input */
            checklistDesc?: string;
            /** @description a template of the unit's organisation or of one above it */
            checklistName?: string;
            chillingUnitUuid?: string;
            /** @description user name of who entered the record; ignored on input */
            createdBy?: string;
            /** @description [year, month, day, hour, minute, second] in UTC. On input also 3 to 7 numbers, or a string: RFC 3339, or yyyy-MM-dd['T'HH:mm[:ss]] read as UTC. */
            dueDate?: number[] | string | null;
            /**
             * Format: int64
             * @description assigned by the server
             */
            id?: number;
            /** @description the unit's organisation; ignored on input */
            organizationName?: string;
            performedBy?: string;
            /** @description the template's tasks with what was found; on input only the filled sub-tasks are needed */
            taskList?: components["schemas"]["RecordTask"][] | null;
        };
        RecordSubTask: {
            comment?: string;
            /** @description What was found: text, a number (RANGE sub-tasks need one) or yes/no; null when left blank. */
            reading?: string | number | boolean | null;
            subTaskName?: string;
            /** @description copied from the template; ignored on input */
            taskType?: string;
            /** @description copied from the template; ignored on input */
            taskValue?: {
                name?: string;
                value?: string;
            }[] | string[] | {
                maxValue?: number | string;
                minValue?: number | string;
                type?: string;
            } | null;
        };
        RecordTask: {
            subTaskList?: components["schemas"]["RecordSubTask"][] | null;
            taskName?: string;
        };
        RefreshRequest: {
            refreshToken?: string;
        };
        Registration: {
            postLogoutRedirectUri?: string;
            publicUrlSet?: boolean;
            redirectUri?: string;
        };
        Result: {
            content?: components["schemas"]["Row"][] | null;
            pageInfo?: components["schemas"]["Info"];
            undercooled?: number[] | null;
            zones?: string[] | null;
        };
        Role: {
            description?: string;
            orgName?: string;
            privileges?: string[] | null;
            /** Format: int64 */
            roleId?: number;
            roleName?: string;
        };
        Row: Record<string, never>;
        Saved: {
            addressLine1?: string;
            /** Format: double */
            altitude?: number;
            chillingUnitCompresedDTOS?: components["schemas"]["UnitBrief"][] | null;
            chillingUnitMonitoringDetailsList?: components["schemas"]["Unit"][] | null;
            coordinates?: components["schemas"]["Coordinates"];
            country?: string;
            deviceCredentials?: components["schemas"]["Credential"][] | null;
            /** @enum {string} */
            deviceType?: "BMC" | "ABC";
            devices?: components["schemas"]["Device"][] | null;
            district?: string;
            /** @description on input: the site's gateway, when siteLevelDevices has none */
            gatewaySerialNumber?: string;
            locale?: string;
            /** Format: int64 */
            numberOfChillingUnit?: number;
            /** Format: int64 */
            numberOfL1Devices?: number;
            organizationName?: string;
            pinCode?: string;
            /** @description on input: the site's power sensor, when siteLevelDevices has none */
            sensorSerialNumber?: string;
            siteId?: string;
            siteLevelDevices?: components["schemas"]["Device"][] | null;
            siteName?: string;
            siteUUID?: string;
            state?: string;
            subOrganizationName?: string;
            /** @description another name of zoneId, on input */
            timeZone?: string;
            villageTownCity?: string;
            zoneId?: string;
        };
        SearchAnswer: {
            content?: components["schemas"]["SearchContent"];
        };
        SearchContent: {
            PAGING?: components["schemas"]["Info"];
            RESULT?: components["schemas"]["Alert"][] | null;
        };
        Series: {
            downsampled?: boolean;
            points?: components["schemas"]["Point"][] | null;
            signal?: string;
            unit?: string;
        };
        SeriesAnswer: {
            chillingUnitId?: string;
            chillingUnitUuid?: string;
            series?: components["schemas"]["Series"][] | null;
            siteId?: string;
            zoneId?: string;
        };
        SessionUser: {
            alertsLanguage?: string;
            emailId?: string;
            /**
             * Format: int64
             * @description seconds until the access token expires
             */
            expiresIn?: number;
            firstName?: string;
            idToken?: string;
            /** Format: int64 */
            idleTimeoutSeconds?: number;
            jwtAccessToken?: string;
            lastName?: string;
            organizationName?: string;
            platformAdmin?: boolean;
            refreshToken?: string;
            rememberMe?: boolean;
            roles?: string[] | null;
            /** Format: date-time */
            sessionExpiresAt?: string;
            subOrganizationName?: string;
            uiPrivileges?: string[] | null;
            /** Format: int64 */
            userId?: number;
            userName?: string;
        };
        Settings: {
            email?: components["schemas"]["ChannelSettings"];
            /** @description alert changes older than this when stored are not sent (historical) */
            liveWindow?: string;
            /** @description the base of the links in messages; empty: no links */
            publicUrl?: string;
            sms?: components["schemas"]["ChannelSettings"];
            web?: components["schemas"]["ChannelSettings"];
        };
        Site: {
            addressLine1?: string;
            /** Format: double */
            altitude?: number;
            chillingUnitCompresedDTOS?: components["schemas"]["UnitBrief"][] | null;
            chillingUnitMonitoringDetailsList?: components["schemas"]["Unit"][] | null;
            coordinates?: components["schemas"]["Coordinates"];
            country?: string;
            /** @enum {string} */
            deviceType?: "BMC" | "ABC";
            devices?: components["schemas"]["Device"][] | null;
            district?: string;
            /** @description on input: the site's gateway, when siteLevelDevices has none */
            gatewaySerialNumber?: string;
            locale?: string;
            /** Format: int64 */
            numberOfChillingUnit?: number;
            /** Format: int64 */
            numberOfL1Devices?: number;
            organizationName?: string;
            pinCode?: string;
            /** @description on input: the site's power sensor, when siteLevelDevices has none */
            sensorSerialNumber?: string;
            siteId?: string;
            siteLevelDevices?: components["schemas"]["Device"][] | null;
            siteName?: string;
            siteUUID?: string;
            state?: string;
            subOrganizationName?: string;
            /** @description another name of zoneId, on input */
            timeZone?: string;
            villageTownCity?: string;
            zoneId?: string;
        };
        SiteAlerts: {
            alertsAggregate?: components["schemas"]["AlertsAggregate"];
            /** Format: int64 */
            criticalCount?: number;
            /** Format: int64 */
            infoCount?: number;
            siteId?: string;
            siteName?: string;
            siteUuid?: string;
        };
        SiteReport: {
            /** @description the new devices' ingestion credentials, shown only here (empty on a dry run) */
            deviceCredentials?: components["schemas"]["Credential"][] | null;
            /** Format: int64 */
            devices?: number;
            dryRun?: boolean;
            /** Format: int64 */
            rows?: number;
            /** Format: int64 */
            sites?: number;
            /**
             * @description refusals answer 400 with one entry per row and column
             * @enum {string}
             */
            status?: "SUCCESS";
            /** Format: int64 */
            units?: number;
        };
        StageRule: {
            digest?: boolean;
            roles?: string[] | null;
            /** Format: int64 */
            stage?: number;
        };
        Status: {
            message?: string;
            status?: boolean;
        };
        StatusCount: {
            /** @description units by current state (COOLED, CHILLING, UNDER_COOLED, NO_DATA, POWER_OFF, CLEANING, EMPTY, LOW_VOLUME, NO_READING; every name present): what each category holds */
            currentStateCount?: {
                [key: string]: number;
            };
            liveData?: components["schemas"]["LiveData"];
            /** @description units by state: chilled, chilling, under chilled, no_data (out of service or power off), others, out of service, power off */
            statusCount?: {
                [key: string]: number;
            };
            /** Format: int64 */
            totalChillingUnits?: number;
            /** Format: int64 */
            totalSites?: number;
        };
        SubTask: {
            subTaskDescription?: string;
            /**
             * Format: int64
             * @description assigned by the server; send it back unchanged to keep it across edits
             */
            subTaskId?: number;
            subTaskName?: string;
            /** @description Follows taskType: SELECT → [{name, value}]; COST → ["₹ 500", …]; RANGE → {minValue, maxValue, type} (numeric text is accepted and answered as a number); BOOLEAN → null. */
            subTaskValue?: {
                name?: string;
                value?: string;
            }[] | string[] | {
                maxValue?: number | string;
                minValue?: number | string;
                type?: string;
            } | null;
            /** @description SELECT, COST, RANGE or BOOLEAN (any case) */
            taskType?: string;
        };
        SupportTicket: {
            chillingUnitName?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: int64 */
            files?: number;
            /**
             * Format: int64
             * @description the Redmine issue id
             */
            id?: number;
            issueType?: string;
            siteName?: string;
            /** @description the Redmine status, empty when Redmine did not answer */
            status?: string;
            subject?: string;
            /** @description who raised it */
            userName?: string;
        };
        Task: {
            subTasks?: components["schemas"]["SubTask"][] | null;
            /**
             * Format: int64
             * @description assigned by the server; send it back unchanged to keep it across edits
             */
            taskId?: number;
            taskName?: string;
        };
        Template: {
            checklistDescription?: string;
            checklistName?: string;
            /**
             * Format: int64
             * @description assigned by the server; ignored on input
             */
            id?: number;
            /** @description owning organisation; the caller's own when empty */
            orgName?: string;
            taskList?: components["schemas"]["Task"][] | null;
        };
        TemplateBody: {
            /** @description the attribute's name */
            attributeName?: string;
            /** @description the tree, when the body is GET rating/attributes' answer */
            attributes?: components["schemas"]["RatingAttribute"];
            /** @description the attributes below; none for a leaf */
            children?: components["schemas"]["RatingAttribute"][] | null;
            readonly editable?: boolean;
            readonly from?: string;
            readonly inherited?: boolean;
            /** @description leaves only: the KPI rated (docs/analytics.md) */
            kpi?: string;
            /** @description the organisation, when the query names none */
            organization?: string;
            readonly updatedAt?: string;
            readonly updatedBy?: string;
            /**
             * Format: int64
             * @description a whole percentage of its parent; siblings sum to 100; the root is 100
             */
            weightage?: number;
        };
        TestInputBody: {
            /**
             * @description the channel to test; the message goes to the caller's own address
             * @enum {string}
             */
            channel?: "email" | "sms" | "web";
        };
        TestResult: {
            address?: string;
            channel?: string;
            error?: string;
            /** @enum {string} */
            status?: "sent" | "failed" | "not_configured" | "no_address";
        };
        Ticket: {
            /** Format: date-time */
            expiresAt?: string;
            ticket?: string;
        };
        TicketPage: {
            content?: components["schemas"]["SupportTicket"][] | null;
            pageInfo?: components["schemas"]["Info"];
            statusUnavailable?: boolean;
        };
        TimeData: {
            /** Format: date-time */
            processedTime?: string;
        };
        Type: {
            level?: string;
            typeDisplayName?: string;
            typeName?: string;
        };
        TypedAlertsBody: {
            chillingUnitUuids?: string[] | null;
            /** @description default now */
            endDate?: string;
            /**
             * Format: int64
             * @description 1–5000, default 500
             */
            pageSize?: number | null;
            pagingState?: string;
            siteUuids?: string[] | null;
            /** @description RFC 3339, a date or epoch ms; default 24 hours before endDate */
            startDate?: string;
            /** @description every alert outside the call's set instead */
            toExclude?: boolean;
        };
        Unit: {
            chillingUnit?: components["schemas"]["ChillingUnit"];
            chillingUnitId?: string;
            chillingUnitUuid?: string;
            l1DeviceInfo?: components["schemas"]["Device"][] | null;
            productType?: components["schemas"]["ProductRef"];
        };
        UnitAlertCounts: {
            chillingUnitUUID?: string;
            /** Format: int64 */
            criticalAlertsCount?: number;
            /** Format: int64 */
            infoAlertsCount?: number;
        };
        UnitBrief: {
            chillingUnitId?: string;
            chillingUnitName?: string;
            chillingUnitUuid?: string;
        };
        UnitRating: {
            chillingUnitId?: string;
            chillingUnitName?: string;
            chillingUnitUuid?: string;
            content?: components["schemas"]["RatingNode"];
            /** Format: int64 */
            days?: number;
            endTime?: string;
            provisional?: boolean;
            /** Format: double */
            rating?: number | null;
            siteName?: string;
            siteUuid?: string;
            startTime?: string;
        };
        UnitState: {
            /** Format: double */
            capacity?: number;
            chillingUnitId?: string;
            chillingUnitName?: string;
            chillingUnitUUID?: string;
            /**
             * Format: int64
             * @description critical alerts raised in the window
             */
            criticalAlertsCount?: number;
            /** @description the state column's name: COOLED, CHILLING, UNDER_COOLED, NO_DATA, POWER_OFF, or what others holds: CLEANING, EMPTY, LOW_VOLUME, NO_READING */
            currentState?: string;
            /**
             * Format: int64
             * @description info events in the window
             */
            infoAlertsCount?: number;
            siteId?: string;
            siteName?: string;
            siteUuid?: string;
            /** @description the engine's state: chilled, chilling, under chilled, out of service, power off, others */
            state?: string;
            /**
             * Format: date-time
             * @description the time of the unit's newest sample
             */
            stateReceivedAt?: string | null;
            /** Format: date-time */
            stateSince?: string | null;
            /**
             * Format: double
             * @description °C; null until the unit reported
             */
            temperature?: number | null;
            /**
             * Format: double
             * @description L; null until the unit reported
             */
            volume?: number | null;
            zoneId?: string;
        };
        UnitSummary: {
            /** Format: double */
            capacity?: number;
            chillingUnitID?: string;
            chillingUnitName?: string;
            chillingUnitUUID?: string;
            gatewaySerialNumber?: string;
            l1DeviceInfo?: components["schemas"]["Device"][] | null;
            productType?: string;
            /** Format: int64 */
            sensorCount?: number;
        };
        Unread: {
            /** Format: int64 */
            unread?: number;
        };
        UploadAnswer: {
            upload?: components["schemas"]["UploadAnswerUploadStruct"];
        };
        UploadAnswerUploadStruct: {
            token?: string;
        };
        User: {
            active?: boolean;
            alertsLanguage?: string;
            emailId?: string;
            enabled?: boolean;
            expired?: boolean;
            firstName?: string;
            gender?: string;
            isOauthAuthenticated?: boolean;
            lastName?: string;
            locked?: boolean;
            mobileNumbers?: components["schemas"]["Mobile"][] | null;
            organizationName?: string;
            roles?: string[] | null;
            salutation?: string;
            siteAssociationConfiguration?: components["schemas"]["Association"][] | null;
            subOrganizationName?: string;
            uiPrivileges?: string[] | null;
            userAlertConfiguration?: components["schemas"]["AlertConfig"][] | null;
            /** Format: int64 */
            userId?: number;
            userName?: string;
        };
        UserStart: {
            authorizationUrl?: string;
        };
        Value: {
            field?: string;
            header?: string;
        };
        VolumeDay: {
            /** @description YYYY-MM-DD, the sites' local date */
            date?: string;
            /**
             * Format: int64
             * @description chilling sessions that started that day
             */
            sessions?: number;
            /**
             * Format: double
             * @description L: the sum of the chilling sessions' maximum volume
             */
            volume?: number;
        };
        VolumeGraph: {
            points?: components["schemas"]["VolumeDay"][] | null;
        };
        VolumeHour: {
            /**
             * Format: date-time
             * @description the hour's start (UTC)
             */
            time?: string;
            /**
             * Format: double
             * @description L: the sum of the units' last volume at or before the hour's end (now, for the current hour)
             */
            volume?: number;
        };
        VolumeToday: {
            points?: components["schemas"]["VolumeHour"][] | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postTelemetry: {
        parameters: {
            query?: never;
            header?: {
                Authorization?: string;
            };
            path: {
                serialNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Counts"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getChartData: {
        parameters: {
            query?: {
                /** @description home_page_chart */
                chartId?: string;
                /** @description Top or Bottom */
                order?: string;
                /** @description one of the metadata's limits */
                limit?: string;
                /** @description one of the metadata's attributes (ignored when ratingWise=true) */
                attribute?: string;
                /** @description true: rank by the overall rating over the window */
                ratingWise?: string;
                /** @description first site-local date, yyyy-MM-dd (default: 6 days before toDate) */
                fromDate?: string;
                /** @description last site-local date, yyyy-MM-dd (default: today, UTC) */
                toDate?: string;
                /** @description an organisation in the caller's scope (default: the caller's whole scope) */
                organization?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChartData"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getChartMetaData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description home_page_chart */
                chartId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChartMeta"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    orgRatingDates: {
        parameters: {
            query?: {
                /** @description an organisation name in the caller's scope (default: the caller's own) */
                organization?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingDates"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    orgRatingTree: {
        parameters: {
            query?: {
                /** @description an organisation name in the caller's scope (default: the caller's own) */
                organization?: string;
                /** @description the first site-local date: yyyy-MM-dd, yyyy-MM (its first day), RFC 3339 or epoch ms */
                startTime?: string;
                /** @description the last site-local date (included): yyyy-MM-dd, yyyy-MM (its last day), RFC 3339 or epoch ms */
                endTime?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingTree"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ratingAttributes: {
        parameters: {
            query?: {
                /** @description an organisation name in the caller's scope (default: the caller's own) */
                organization?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingTemplate"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateRatingAttributes: {
        parameters: {
            query?: {
                /** @description the organisation saving its own template (default: the body's organization, else the caller's own) */
                organization?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TemplateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingTemplate"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    overallRating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description {a}: the first site-local date, yyyy-MM-dd */
                startTime: string;
                /** @description {b}: the last site-local date, included */
                endTime: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OverallRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverallRatings"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ratingDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description {a}: the chilling unit's uuid (or its customer BMC id) */
                chillingUnitUuid: string;
                /** @description {b}: the first site-local date, yyyy-MM-dd (or yyyy-MM, RFC 3339, epoch ms) */
                startTime: string;
                /** @description {c}: the last site-local date, included */
                endTime: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitRating"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                /** @description zero-based page number */
                page?: number;
                /** @description page size, at most 5000 */
                size?: number;
                /** @description only entries of this organisation's subtree (in the caller's scope) */
                orgName?: string;
                /** @description from this instant (RFC 3339) or date (yyyy-MM-dd, UTC), included */
                from?: string;
                /** @description to this instant or date (its end), included */
                to?: string;
                /** @description the acting user's name */
                actor?: string;
                /** @description signIn, signInFailed, signOut, denied, or an operation (updateRole …) */
                action?: string;
                /** @description organization, role, user, site, credential, setting, template, record, alert, session */
                object?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageEntry"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    alert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a critical alert's or an info event's alertId */
                alertId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDetail"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    acknowledgeAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a critical alert's or an info event's alertId */
                alertId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcknowledgeAlertRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDetail"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    overallVolumeGraph: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD, the sites' dates; default 29 days before endDate */
                startDate?: string;
                /** @description YYYY-MM-DD; default today (UTC) */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolumeGraph"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    overallVolumeGraphToday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolumeToday"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    siteAlerts: {
        parameters: {
            query?: {
                /** @description the window in hours, 0–120, default 24; 0 is since the start of the current date (in currentDate's offset, else UTC) */
                hour?: string;
                /** @description the same as hour */
                hours?: string;
                /** @description the window's end: RFC 3339, a date (its end, UTC) or epoch ms; default now */
                currentDate?: string;
                /** @description zero-based page number; empty is 0 */
                pagingState?: string;
                /** @description 1–5000, default 500 */
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageSiteAlerts"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    alertsCount: {
        parameters: {
            query?: {
                /** @description the window in hours, 0–120, default 24; 0 is since the start of the current date (in currentDate's offset, else UTC) */
                hour?: string;
                /** @description the same as hour */
                hours?: string;
                /** @description the window's end: RFC 3339, a date (its end, UTC) or epoch ms; default now */
                currentDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertsCount"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    statusCount: {
        parameters: {
            query?: {
                /** @description the window in hours, 0–120, default 24; 0 is since the start of the current date (in currentDate's offset, else UTC) */
                hour?: string;
                /** @description the same as hour */
                hours?: string;
                /** @description the window's end: RFC 3339, a date (its end, UTC) or epoch ms; default now */
                currentDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusCount"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    chillingState: {
        parameters: {
            query?: {
                /** @description the window in hours, 0–120, default 24; 0 is since the start of the current date (in currentDate's offset, else UTC) */
                hour?: string;
                /** @description the same as hour */
                hours?: string;
                /** @description the window's end: RFC 3339, a date (its end, UTC) or epoch ms; default now */
                currentDate?: string;
                /** @description zero-based page number; empty is 0 */
                pagingState?: string;
                /** @description 1–5000, default 500 */
                pageSize?: string;
                /** @description comma list of site uuids; another organisation's site answers 404 */
                sites?: string;
                /** @description comma list of chilling unit uuids; another organisation's unit answers 404 */
                chillingUnits?: string;
                /** @description comma list: chilled, chilling, under chilled, out of service, power off, others, no_data (out of service or power off), livedata (neither) or ALL (the default) */
                chillingUnitStates?: string;
                /** @description list every unit not matching the states */
                toExclude?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageUnitState"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    chillingStateOnly: {
        parameters: {
            query?: {
                /** @description the window in hours, 0–120, default 24; 0 is since the start of the current date (in currentDate's offset, else UTC) */
                hour?: string;
                /** @description the same as hour */
                hours?: string;
                /** @description the window's end: RFC 3339, a date (its end, UTC) or epoch ms; default now */
                currentDate?: string;
                /** @description zero-based page number; empty is 0 */
                pagingState?: string;
                /** @description 1–5000, default 500 */
                pageSize?: string;
                /** @description comma list of site uuids; another organisation's site answers 404 */
                sites?: string;
                /** @description comma list of chilling unit uuids; another organisation's unit answers 404 */
                chillingUnits?: string;
                /** @description comma list: chilled, chilling, under chilled, out of service, power off, others, no_data (out of service or power off), livedata (neither) or ALL (the default) */
                chillingUnitStates?: string;
                /** @description list every unit not matching the states */
                toExclude?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageUnitState"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    chillingUnitAlerts: {
        parameters: {
            query?: {
                /** @description the window in hours, 0–120, default 24; 0 is since the start of the current date (in currentDate's offset, else UTC) */
                hour?: string;
                /** @description the same as hour */
                hours?: string;
                /** @description the window's end: RFC 3339, a date (its end, UTC) or epoch ms; default now */
                currentDate?: string;
                /** @description zero-based page number; empty is 0 */
                pagingState?: string;
                /** @description 1–5000, default 500 */
                pageSize?: string;
                /** @description comma list of site uuids; another organisation's site answers 404 */
                sites?: string;
                /** @description comma list of chilling unit uuids; another organisation's unit answers 404 */
                chillingUnits?: string;
                /** @description comma list: chilled, chilling, under chilled, out of service, power off, others, no_data (out of service or power off), livedata (neither) or ALL (the default) */
                chillingUnitStates?: string;
                /** @description list every unit not matching the states */
                toExclude?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageUnitAlertCounts"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    chillingStateByPath: {
        parameters: {
            query?: {
                /** @description the window in hours, 0–120, default 24; 0 is since the start of the current date (in currentDate's offset, else UTC) */
                hour?: string;
                /** @description the same as hour */
                hours?: string;
                /** @description the window's end: RFC 3339, a date (its end, UTC) or epoch ms; default now */
                currentDate?: string;
                /** @description zero-based page number; empty is 0 */
                pagingState?: string;
                /** @description 1–5000, default 500 */
                pageSize?: string;
                /** @description comma list of site uuids; another organisation's site answers 404 */
                sites?: string;
                /** @description comma list of chilling unit uuids; another organisation's unit answers 404 */
                chillingUnits?: string;
                /** @description comma list: chilled, chilling, under chilled, out of service, power off, others, no_data (out of service or power off), livedata (neither) or ALL (the default) */
                chillingUnitStates?: string;
                /** @description list every unit not matching the states */
                toExclude?: boolean;
            };
            header?: never;
            path: {
                /** @description a state selector, as chillingUnitStates */
                state: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageUnitState"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertSearchBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchAnswer"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    selectedAlerts: {
        parameters: {
            query?: {
                /** @description the window in hours, 0–120, default 24; 0 is since the start of the current date (in currentDate's offset, else UTC) */
                hour?: string;
                /** @description the same as hour */
                hours?: string;
                /** @description the window's end: RFC 3339, a date (its end, UTC) or epoch ms; default now */
                currentDate?: string;
                /** @description zero-based page number; empty is 0 */
                pagingState?: string;
                /** @description 1–5000, default 500 */
                pageSize?: string;
                /** @description comma list of site uuids; another organisation's site answers 404 */
                sites?: string;
                /** @description comma list of chilling unit uuids; another organisation's unit answers 404 */
                chillingUnits?: string;
                /** @description comma list of alert types, or Critical Alerts, Info Alerts, All Alerts (the default) */
                alertTypes?: string;
                /** @description every critical type but those listed (the card's Other Critical Alerts); listed groups keep their types but those listed */
                toExclude?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageAlert"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    temperatureAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TypedAlertsBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchAnswer"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    volumeAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TypedAlertsBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchAnswer"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deviceData: {
        parameters: {
            query?: {
                /** @description the device's serial number */
                deviceId?: string;
                /** @description from this processTime, included: RFC 3339 with its zone (2026-11-20T00:00:00+05:30), a date-time without zone read in the site's time zone (2026-11-20T00:00:00), or epoch milliseconds */
                startTime?: string;
                /** @description to this processTime, included; same forms as startTime */
                endTime?: string;
                /** @description zero-based page number */
                page?: number;
                /** @description page size, at most 100000 (the export view's) */
                size?: number;
                /** @description processTime: newest first; absent: oldest first */
                orderByDSC?: string;
                /** @description CONTRAK_V1 only: an event name (VOLUME, TEMP, TEMP2, GRID, DG, COMPFBIBT, AGZFB, MILKPUMPIBT) or several comma-separated; events = every event but VOLUME and TEMP; absent or RECEIVEDData = every record as received */
                eventName?: string;
                /** @description false leaves eventName out of CONTRAK_V1 entries (a lean processTime, receivedAt, value, unit series, as the Volume and Temperature tabs ask); true keeps each record whole */
                include?: boolean;
            };
            header?: never;
            path: {
                /** @description the device's type, e.g. indsens, volsens, CONTRAK_V1; another type than the device's answers 404 */
                deviceType: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDeviceRecords"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportXLSX: {
        parameters: {
            query?: {
                /** @description the list call to export, e.g. /authgateway/provisioningService/users/all */
                path?: string;
                /** @description that call's query string, e.g. orgName=Gokul; its paging keys are set by the export */
                query?: string;
                /** @description download name without extension */
                fileName?: string;
                /** @description comma-separated field:Header or field:Header:type; fields are dot paths (list indexes allowed: temperature.values.0); type is text (the default), number, date, datetime, duration, alertType, state, level, alertStatus, onOff, event, orgType or region; number(unitField), date(zoneField) and datetime(zoneField) name a second field of the row (docs/reports.md "Table exports") */
                columns?: string;
                /** @description GET (the default), or POST for the read-only alert searches (search, temp and volume alerts) */
                method?: string;
                /** @description the POST call's JSON body; the export sets its paging keys */
                body?: string;
                /** @description dot path of the rows in the answer, e.g. content.RESULT or content.0.attributeList; default content, or the answer itself */
                rows?: string;
                /** @description the call's page and size keys, comma-separated: page,size (the default) or pagingState,pageSize (the monitoring lists) */
                paging?: string;
                /** @description time zone of the date and datetime columns whose rows name none, e.g. Asia/Kolkata; default each time's own offset */
                zone?: string;
            };
            header?: {
                Authorization?: string;
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    "Content-Type"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getIdentityProvider: {
        parameters: {
            query?: {
                orgName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Provider"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    saveIdentityProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Provider"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Provider"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                Authorization?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutAnswer"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createTicketGateway: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssueRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssueAnswer"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadTicketFileGateway: {
        parameters: {
            query?: {
                /** @description the file's name */
                filename?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadAnswer"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    alertDefinitions: {
        parameters: {
            query?: {
                /** @description fr for French; English otherwise (absent: the Accept-Language header) */
                locale?: string;
            };
            header?: {
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDefinition"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    chillingCosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChillingCostsRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cost"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateChillingCosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Cost"][] | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cost"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    alertMarkers: {
        parameters: {
            query?: {
                /** @description the chilling unit: its chillingUnitUuid, or its customer BMC id */
                bmcId?: string;
                /** @description RFC 3339 with its zone, a date-time without zone read in the site's time zone, or epoch milliseconds */
                startTime?: string;
                /** @description included; same forms as startTime */
                endTime?: string;
                /** @description occurredOn (or processTime for EVENT/): newest first; absent: oldest first */
                orderByDsc?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Marker"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unitEvents: {
        parameters: {
            query?: {
                /** @description the chilling unit: its chillingUnitUuid, or its customer BMC id */
                bmcId?: string;
                /** @description RFC 3339 with its zone, a date-time without zone read in the site's time zone, or epoch milliseconds */
                startTime?: string;
                /** @description included; same forms as startTime */
                endTime?: string;
                /** @description occurredOn (or processTime for EVENT/): newest first; absent: oldest first */
                orderByDsc?: string;
                /** @description VOLUME, TEMP, TEMP2, GRID, DG, COMPFBIBT, AGZFB or MILKPUMPIBT; absent: the info events */
                eventName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecord"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    temperatureSeries: {
        parameters: {
            query?: {
                /** @description the chilling unit: its chillingUnitUuid, or its customer BMC id */
                bmcId?: string;
                /** @description RFC 3339 with its zone, a date-time without zone read in the site's time zone, or epoch milliseconds */
                startTime?: string;
                /** @description included; same forms as startTime */
                endTime?: string;
                /** @description processTime: newest first; absent: oldest first */
                orderByDsc?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesAnswer"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    volumeSeries: {
        parameters: {
            query?: {
                /** @description the chilling unit: its chillingUnitUuid, or its customer BMC id */
                bmcId?: string;
                /** @description RFC 3339 with its zone, a date-time without zone read in the site's time zone, or epoch milliseconds */
                startTime?: string;
                /** @description included; same forms as startTime */
                endTime?: string;
                /** @description processTime: newest first; absent: oldest first */
                orderByDsc?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesAnswer"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDeliveries: {
        parameters: {
            query?: {
                /** @description zero-based page number */
                page?: number;
                /** @description page size, at most 5000 */
                size?: number;
                /** @description only this organisation's subtree (in the caller's scope) */
                orgName?: string;
                /** @description from this instant (RFC 3339) or date (yyyy-MM-dd, UTC), included */
                from?: string;
                /** @description to this instant or date (its end), included */
                to?: string;
                /** @description email, sms or web */
                channel?: string;
                /** @description sent, failed, retry, in_doubt, sending, historical, withdrawn, not_configured, no_address or sms_cap */
                status?: string;
                /** @description the recipient */
                userName?: string;
                /** @description an alert type (compressor_malfunction …) */
                alertType?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDelivery"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unitEventCodes: {
        parameters: {
            query?: {
                chillingUnitUUID?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceEvent"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listInbox: {
        parameters: {
            query?: {
                /** @description zero-based page number */
                page?: number;
                /** @description page size, at most 5000 */
                size?: number;
                /** @description only unread notifications */
                unreadOnly?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageInboxItem"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    markInboxRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkReadInputBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unread"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    markInboxAllRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unread"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unread"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getNotificationPolicy: {
        parameters: {
            query?: {
                /** @description an organisation in the caller's scope (its top-level organisation's policy); default the caller's */
                orgName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyView"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateNotificationPolicy: {
        parameters: {
            query?: {
                /** @description an organisation in the caller's scope (its top-level organisation's policy); default the caller's */
                orgName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Policy"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyView"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    sendTestNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestInputBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestResult"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    validateAssignments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignmentCheck"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assignment"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    oAuthLogin: {
        parameters: {
            query?: never;
            header?: {
                authToken?: string;
            };
            path?: never;
            cookie?: {
                /** @description binds a provider sign-in to the browser that started it */
                cw_oidc_browser?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    oidcAuthorize: {
        parameters: {
            query?: {
                orgName?: string;
                /** @description instead of orgName: the provider of this user's organisation */
                username?: string;
            };
            header?: never;
            path?: never;
            cookie?: {
                /** @description binds a provider sign-in to the browser that started it */
                cw_oidc_browser?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "Cache-Control"?: string;
                    Location?: string;
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    oidcCallback: {
        parameters: {
            query?: {
                state?: string;
                code?: string;
                error?: string;
            };
            header?: never;
            path?: never;
            cookie?: {
                /** @description binds a provider sign-in to the browser that started it */
                cw_oidc_browser?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "Cache-Control"?: string;
                    Location?: string;
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    identityProviderPublic: {
        parameters: {
            query?: {
                orgName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Public"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    identityProviderRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Registration"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createMaintenanceRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Record"];
            };
        };
        responses: {
            /** @description The record was entered */
            200: {
                headers: {
                    "Content-Type"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "CheckList Created";
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUnitMaintenanceRecords: {
        parameters: {
            query?: {
                /** @description the chilling unit (required) */
                chillingUnitUuid?: string;
                /** @description first day (yyyy-MM-dd, UTC) or instant (RFC 3339), inclusive */
                startDate?: string;
                /** @description last day (yyyy-MM-dd, UTC) or instant (RFC 3339), inclusive */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMaintenanceRecord: {
        parameters: {
            query?: {
                /** @description when given, the record's checklist name must match it */
                checklistName?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    validateDevice: {
        parameters: {
            query?: {
                /** @description the site being edited: its own devices are not already existing */
                siteUUID?: string;
            };
            header?: never;
            path: {
                /** @description gateway, sensor, or a monitoring device type such as tempsens */
                type: string;
                serialNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceCheck"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateDeviceCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serialNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Credential"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-alertTypes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-applicationAttributes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-checklist/checklistValueTypes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-chillingunit/vendors": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-countryCodesTypes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-countryTypes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-deviceAttributes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-districts": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-genderTypes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-locale": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-methodOfCooling": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-monitoringDeviceTypes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-orgTypes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-powerSenseTypes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-productTypes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductType"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-salutationTypes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-states": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-subOrgTypes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-timeZones": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-unitsValueTypes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-user/alertLanguages": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "meta-user/issueTypes": {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Type"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrganizationByName: {
        parameters: {
            query?: {
                orgName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Organization"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Organization"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOrganizations: {
        parameters: {
            query?: {
                /** @description zero-based page number */
                page?: number;
                /** @description page size, at most 5000 */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageOrganization"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    organizationHierarchy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Node"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    orgMetaList: {
        parameters: {
            query?: {
                orgName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgType"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    subOrgList: {
        parameters: {
            query?: {
                /** @description zero-based page number */
                page?: number;
                /** @description page size, at most 5000 */
                size?: number;
                orgName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageOrganization"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    subOrgMetaList: {
        parameters: {
            query?: {
                orgName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgType"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    subOrganizationList: {
        parameters: {
            query?: {
                /** @description zero-based page number */
                page?: number;
                /** @description page size, at most 5000 */
                size?: number;
                orgName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageOrganization"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPrivileges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Privilege"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    productTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description language of the display names: French (fr) or English, the default; typeName is the same in both */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductType"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listRoles: {
        parameters: {
            query?: {
                orgName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Role"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getRole: {
        parameters: {
            query?: {
                orgName?: string;
            };
            header?: never;
            path: {
                role: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                role: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Role"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSiteByUUID: {
        parameters: {
            query?: {
                uuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Site"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Saved"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSites: {
        parameters: {
            query?: {
                /** @description zero-based page number */
                page?: number;
                /** @description page size, at most 5000 */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageSite"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSitesByOrganization: {
        parameters: {
            query?: {
                /** @description zero-based page number */
                page?: number;
                /** @description page size, at most 5000 */
                size?: number;
                /** @description one name, or several separated by commas */
                orgName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageSite"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    importSites: {
        parameters: {
            query?: {
                /** @description check every row and answer the report without writing anything */
                dryRun?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteReport"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    siteImportSample: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    "Content-Type"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    orgSiteStructure: {
        parameters: {
            query?: {
                orgName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Node"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSiteByName: {
        parameters: {
            query?: {
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSitesBySubOrganization: {
        parameters: {
            query?: {
                /** @description zero-based page number */
                page?: number;
                /** @description page size, at most 5000 */
                size?: number;
                /** @description one name, or several separated by commas */
                subOrganizationName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageSite"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the site's siteId */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Site"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Saved"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    siteChillingUnits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the site's siteId */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitSummary"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listChecklistTemplates: {
        parameters: {
            query?: {
                /** @description zero-based page number */
                page?: number;
                /** @description page size, at most 5000 */
                size?: number;
                orgName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageTemplate"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateChecklistTemplate: {
        parameters: {
            query?: {
                /** @description id of the template to replace */
                templateId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Template"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createChecklistTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Template"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getChecklistTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Input"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    bookmarkSites: {
        parameters: {
            query?: {
                userName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Bookmark"][] | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Association"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    importAlertConfigurations: {
        parameters: {
            query?: {
                /** @description check every row and answer the report without writing anything */
                dryRun?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertReport"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    alertImportSample: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    "Content-Type"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description zero-based page number */
                page?: number;
                /** @description page size, at most 5000 */
                size?: number;
                orgName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageUser"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    userSiteAssociations: {
        parameters: {
            query?: {
                /** @description zero-based page number */
                page?: number;
                /** @description page size, at most 5000 */
                size?: number;
                userName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageAssociation"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    mySiteAssociations: {
        parameters: {
            query?: {
                /** @description accepted for the console; the list is always complete */
                pageable?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Association"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Own"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: {
                userName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    userDetails: {
        parameters: {
            query?: {
                userName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Input"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    pushNotifications: {
        parameters: {
            query?: {
                /** @description a ticket from POST /authgateway/pushNotification/ticket (EventSource sends no Authorization header); used once */
                ticket?: string;
                /** @description only this unit's events; absent: every unit of the caller's scope */
                chillingUnitUUID?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An event stream: `event: volume` with {chillingUnitUuid, processedTime, volume}, `event: alert` with an alert row, `event: inbox` with {unread}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    pushTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reportMetaDataGateway: {
        parameters: {
            query?: {
                /** @description en or fr (default: the Accept-Language) */
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meta"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cipReport: {
        parameters: {
            query?: {
                /** @description the organisation whose units are reported; default the caller's */
                orgName?: string;
                /** @description chilling unit uuids, comma-separated */
                uuids?: string;
                /** @description first site-local date, yyyy-MM-dd */
                fromDate?: string;
                /** @description last site-local date, yyyy-MM-dd (included) */
                toDate?: string;
                /** @description zero-based page (default 0) */
                page?: string;
                /** @description rows per page, 1–5000 (default 5000) */
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cipReportExport: {
        parameters: {
            query?: {
                /** @description the organisation whose units are reported; default the caller's */
                orgName?: string;
                /** @description chilling unit uuids, comma-separated */
                uuids?: string;
                /** @description first site-local date, yyyy-MM-dd */
                fromDate?: string;
                /** @description last site-local date, yyyy-MM-dd (included) */
                toDate?: string;
                /** @description zero-based page (default 0) */
                page?: string;
                /** @description rows per page, 1–5000 (default 5000) */
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    "Content-Type"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    chillingReport: {
        parameters: {
            query?: {
                /** @description the organisation whose units are reported; default the caller's */
                orgName?: string;
                /** @description chilling unit uuids, comma-separated */
                uuids?: string;
                /** @description first site-local date, yyyy-MM-dd */
                fromDate?: string;
                /** @description last site-local date, yyyy-MM-dd (included) */
                toDate?: string;
                /** @description zero-based page (default 0) */
                page?: string;
                /** @description rows per page, 1–5000 (default 5000) */
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    chillingReportExport: {
        parameters: {
            query?: {
                /** @description the organisation whose units are reported; default the caller's */
                orgName?: string;
                /** @description chilling unit uuids, comma-separated */
                uuids?: string;
                /** @description first site-local date, yyyy-MM-dd */
                fromDate?: string;
                /** @description last site-local date, yyyy-MM-dd (included) */
                toDate?: string;
                /** @description zero-based page (default 0) */
                page?: string;
                /** @description rows per page, 1–5000 (default 5000) */
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    "Content-Type"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reportList: {
        parameters: {
            query?: {
                /** @description en or fr (default: the Accept-Language) */
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meta"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    fuelReport: {
        parameters: {
            query?: {
                /** @description the organisation whose units are reported; default the caller's */
                orgName?: string;
                /** @description chilling unit uuids, comma-separated */
                uuids?: string;
                /** @description first site-local date, yyyy-MM-dd */
                fromDate?: string;
                /** @description last site-local date, yyyy-MM-dd (included) */
                toDate?: string;
                /** @description zero-based page (default 0) */
                page?: string;
                /** @description rows per page, 1–5000 (default 5000) */
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    fuelReportExport: {
        parameters: {
            query?: {
                /** @description the organisation whose units are reported; default the caller's */
                orgName?: string;
                /** @description chilling unit uuids, comma-separated */
                uuids?: string;
                /** @description first site-local date, yyyy-MM-dd */
                fromDate?: string;
                /** @description last site-local date, yyyy-MM-dd (included) */
                toDate?: string;
                /** @description zero-based page (default 0) */
                page?: string;
                /** @description rows per page, 1–5000 (default 5000) */
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    "Content-Type"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    milkReport: {
        parameters: {
            query?: {
                /** @description the organisation whose units are reported; default the caller's */
                orgName?: string;
                /** @description chilling unit uuids, comma-separated */
                uuids?: string;
                /** @description first site-local date, yyyy-MM-dd */
                fromDate?: string;
                /** @description last site-local date, yyyy-MM-dd (included) */
                toDate?: string;
                /** @description zero-based page (default 0) */
                page?: string;
                /** @description rows per page, 1–5000 (default 5000) */
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    milkReportExport: {
        parameters: {
            query?: {
                /** @description the organisation whose units are reported; default the caller's */
                orgName?: string;
                /** @description chilling unit uuids, comma-separated */
                uuids?: string;
                /** @description first site-local date, yyyy-MM-dd */
                fromDate?: string;
                /** @description last site-local date, yyyy-MM-dd (included) */
                toDate?: string;
                /** @description zero-based page (default 0) */
                page?: string;
                /** @description rows per page, 1–5000 (default 5000) */
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    "Content-Type"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    myTickets: {
        parameters: {
            query?: {
                /** @description zero-based page number */
                page?: number;
                /** @description page size, at most 5000 */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketPage"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ticketSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSettings"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssueRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssueAnswer"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadTicketFile: {
        parameters: {
            query?: {
                /** @description the file's name */
                filename?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadAnswer"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    keycloak: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeycloakRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStart"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    pushNotificationsSpecPath: {
        parameters: {
            query?: {
                /** @description a ticket from POST /authgateway/pushNotification/ticket (EventSource sends no Authorization header); used once */
                ticket?: string;
                /** @description only this unit's events; absent: every unit of the caller's scope */
                chillingUnitUUID?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An event stream: `event: volume` with {chillingUnitUuid, processedTime, volume}, `event: alert` with an alert row, `event: inbox` with {unread}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reportMetaData: {
        parameters: {
            query?: {
                /** @description en or fr (default: the Accept-Language) */
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meta"][] | null;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
