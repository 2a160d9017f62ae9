/**
 * Types of every call in openapi/openapi.yaml. Do not edit: run `pnpm --filter @portal/api-client generate`.
 * A test fails when this file and the document disagree.
 */
export interface paths {
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["adminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/user/fetch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["fetchCustomerUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["passwordCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["passwordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accept-invite/{key}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["acceptInviteVerify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accept-invite/{key}/create-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["acceptInviteCreateAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accept-invite/{key}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["acceptInviteProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["requestTrial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/impersonate/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["impersonate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/return-home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["returnHome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["systemSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/broadcasting/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Called by the realtime server on the portal's behalf, with the portal's bearer token, to authorise a private channel. laravel-echo-server 1.6 posts `channel_name` alone, form-encoded; `socket_id` comes only from Pusher-protocol servers. */
        post: operations["broadcastingAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["notificationsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/notifications/read/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["notificationRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/notifications/count-unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["notificationsCountUnread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/notifications/mark-all-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["notificationsMarkAllRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["announcementCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/announcements/mark-read/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["announcementMarkRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["customerServersList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["customerServerShow"];
        put?: never;
        post?: never;
        /** @description Deletes the server and its data. The portal asks the user to type the server's name first. */
        delete: operations["customerServerDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customerServerPing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/servers/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["serverUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customerServerClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/reset-claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customerServerResetClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/claim-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["customerServerClaimStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/start": components["pathItems"]["ServerAction"];
    "/api/customer/servers/{id}/restart": components["pathItems"]["ServerAction"];
    "/api/customer/servers/{id}/stop": components["pathItems"]["ServerAction"];
    "/api/customer/servers/{id}/reset-config": components["pathItems"]["ServerAction"];
    "/api/customer/servers/{id}/rebuild": components["pathItems"]["ServerAction"];
    "/api/customer/servers/{id}/node/{node}/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customerServerNodeRestart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/node/{node}/deploy-ess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customerServerDeployEss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/cdn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["customerServerCdn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/cdn/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customerServerCdnEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/cdn/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customerServerCdnDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["customerServerBackups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/backups/create/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customerServerBackupCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/backups/delete/{backup}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customerServerBackupDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/backups/restore/{backup}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customerServerBackupRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/sync-libraries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["customerServerSyncLibraries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/emby/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customerServerEmbyInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/emby/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customerServerEmbyConnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/jellyfin/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customerServerJellyfinInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/services/gdrive/remount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customerServerGdriveRemount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["customerServerInvites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/invites/backups/get/{backup}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["customerServerInviteBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/plex-tools/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["plexToolsInvites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/plex-tools/invites/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["plexToolsInviteBackups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/plex-tools/invites/backups/delete/{backup}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["plexToolsInviteBackupDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/request-lounge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["requestLoungeHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/request-lounge/movies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["requestLoungeMovies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/request-lounge/movies/category/{category}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["requestLoungeMoviesCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/request-lounge/shows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["requestLoungeShows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/request-lounge/shows/category/{category}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["requestLoungeShowsCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/request-lounge/subscriptions/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["requestLoungeSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/request-lounge/my-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["requestLoungeMyRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminUsersList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminUserShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/servers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One server as an admin sees it, with its owner; the shell's restore-session link opens it. */
        get: operations["adminServerShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/user/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["adminUserUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/user/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["adminUserDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["adminNodeDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminNodeRestart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/extract-tar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["adminNodeExtractTar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/restart-containers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["adminNodeRestartContainers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/check-mounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["adminNodeCheckMounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/wipe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["adminNodeWipe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/uptime-robot/fetch/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminUptimeRobotFetch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/uptime-robot/add/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminUptimeRobotAdd"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/uptime-robot/add-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminUptimeRobotAddAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/uptime-robot/remove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminUptimeRobotRemove"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminProductsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/app-management/trials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminTrialsSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/globals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminDockerGlobals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/kronos-api": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminKronosApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/discord/oauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminDiscordOauth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/discord/oauth/guilds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminDiscordGuilds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/discord/oauth/guild/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminDiscordGuild"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/processes/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminProcessesRecent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/processes/process/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminProcessShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/processes/related/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminProcessRelated"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets/count-new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminTicketsCountNew"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["resellerShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system/init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Which steps of the set-up are done, and the values each step holds (secrets never leave the server). */
        get: operations["setupState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system/init/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Changes the signed-in admin's password; the installer's default password must go. Other
         *     sessions of the admin are signed out, this one stays.
         */
        post: operations["setupChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system/init/app-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Saves the application name (also the system settings' `app_name`), the portal URL, the support e-mail address and the timezone. */
        post: operations["setupSaveAppSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system/init/ssh-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Generates the ed25519 key pair the portal uses to run commands on the nodes and answers
         *     its public key (`data.ssh_key`), to add to `~/.ssh/authorized_keys` on every node. When a
         *     key pair exists, `regenerate: true` replaces it (409 without it): nodes that only trust
         *     the old key stop accepting the portal's commands until the new key is added.
         */
        post: operations["setupGenerateSshKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system/init/billing-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description `whmcs`: customers order and pay in WHMCS, and the WHMCS and WHMCS hooks steps apply. `manual`: admins record payments themselves; those two steps do not apply. */
        post: operations["setupChooseBillingType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system/init/whmcs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Tests the WHMCS API with these credentials (`<url>/includes/api.php`) and saves them only
         *     when WHMCS accepts them. A connection or authentication failure is a 422 on the field
         *     concerned (`url`, or `identifier` when WHMCS refuses the credentials). 409 while the
         *     billing type is not `whmcs`.
         */
        post: operations["setupSaveWhmcs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system/init/whmcs-hooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Asks WHMCS to call each of the portal's hook addresses and records which it reached
         *     (`data.whmcs_hooks`). The step is done when every hook is reachable. 409 while the billing
         *     type is not `whmcs`; 422 before the WHMCS API settings or the portal URL are saved.
         */
        post: operations["setupVerifyWhmcsHooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system/init/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["setupSaveMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system/init/email/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends a test e-mail with the saved mail settings. A transport failure is a 422 whose `errors.mail` holds the mailer's message. */
        post: operations["setupSendTestMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system/init/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Sets the system settings' `app_initiated` to true, which ends the forced set-up. Refused
         *     with 422 while a step that applies is not done: `errors` then has one entry per missing
         *     step, keyed by its `SetupStepKey`. Completing an initiated system changes nothing.
         */
        post: operations["setupComplete"];
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
        SuccessEnvelope: {
            success: boolean;
            message?: string;
            popup?: components["schemas"]["Popup"];
        };
        FailureEnvelope: {
            /** @constant */
            success: false;
            message: string;
            errors?: {
                [key: string]: string[];
            };
        };
        Popup: {
            title: string;
            /** @description HTML, sanitised before display. */
            body: string;
            /** @enum {string} */
            type: "info" | "success" | "warning" | "error";
            confirm_read?: boolean;
        };
        PageMeta: {
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
        };
        LoungeMeta: components["schemas"]["PageMeta"] & {
            append_to_result: boolean;
        };
        AuthUser: {
            id: number;
            name: string;
            email: string;
            admin: boolean;
            is_admin: boolean;
            is_whmcs_user: boolean;
            is_reseller: boolean;
            /** @description The node this user resells, if any. */
            reseller_node: number | null;
            has_plex: boolean;
            is_moderator: boolean;
            /** @description The user is a customer of a reseller. */
            reseller_customer: boolean;
        };
        AdminUser: {
            id: number;
            is_trial: boolean;
            is_moderator: boolean;
            is_contributor: boolean;
            email: string;
            name: string;
            whmcs_id: number | null;
            restrictions: string[];
        };
        Notification: {
            id: number;
            title: string;
            /** @description HTML, sanitised before display. */
            content: string;
            has_read: boolean;
            /** @description How long ago, e.g. "5 minutes ago". */
            created_diff: string;
            /** Format: date-time */
            created_at?: string;
        };
        Announcement: {
            id: number;
            header: string;
            /** @description HTML, sanitised before display. */
            content: string;
            /** @enum {string} */
            size: "sm" | "md" | "lg" | "xl";
        };
        Process: {
            id: number;
            command: string;
            result: string | null;
            success: boolean;
            /** @description Seconds the command ran. */
            time: number;
            /** Format: date-time */
            created_at: string;
            /** @description Time of day, e.g. "14:05:09". */
            created_at_time: string;
            /** @description e.g. "Today", "Yesterday". */
            diff_day_human: string;
            node_id: number;
            node_alias: string;
            host: string;
            has_transactions: boolean;
        };
        SearchResult: {
            id: number | string;
            name: string;
            image: string | null;
            /** @description A portal path to open, e.g. /app/admin/users/12. */
            target: string;
        };
        ImageSetting: {
            /** @description The setting holds an image. */
            image: boolean;
            /** @description Image URL or data URI when image is set. */
            data: string | null;
        };
        MenuData: {
            wiki_url: string | null;
            links: {
                label: string;
                url: string;
            }[];
        };
        SystemSettings: {
            logo: components["schemas"]["ImageSetting"];
            icon: components["schemas"]["ImageSetting"];
            app_name: string;
            app_version: string;
            demo_mode: boolean;
            past_due: boolean;
            whmcs_display_user_invoices: boolean;
            has_reseller_products: boolean;
            request_lounge: boolean;
            ombi_menu_name: string | null;
            ombi_url: string | null;
            user_invite_keys: boolean;
            user_request_trial: boolean;
            app_initiated: boolean;
            tenant: string;
            kronos_domain: string | null;
            menu: components["schemas"]["MenuData"];
        };
        /** @enum {string} */
        ServerType: "plex" | "emby" | "jellyfin";
        /** @enum {string} */
        ServerStatus: "running" | "stopped" | "starting" | "stopping" | "restarting" | "rebuilding" | "suspended" | "error";
        Server: {
            id: number;
            name: string;
            type: components["schemas"]["ServerType"];
            status: components["schemas"]["ServerStatus"];
            node_id: number;
            node_alias: string;
            /** @description The media server's public address. */
            url: string | null;
            plan?: string | null;
            /** Format: date-time */
            created_at: string;
        };
        AdminServer: components["schemas"]["Server"] & {
            owner: {
                id: number;
                name: string;
                email: string;
            };
        };
        PingStatus: {
            online: boolean;
            latency_ms?: number | null;
        };
        ClaimStatus: {
            claimed: boolean;
            email?: string | null;
        };
        CdnSettings: {
            cdn: string | null;
            type: string | null;
            enabled?: boolean;
        };
        Backup: {
            id: number;
            name: string;
            type: string;
            size_bytes?: number | null;
            /** Format: date-time */
            created_at: string;
            server_name?: string | null;
        };
        BackupGroups: {
            live: components["schemas"]["Backup"][];
            deleted_servers: components["schemas"]["Backup"][];
        };
        Library: {
            id: number | string;
            name: string;
            media_type: string;
            items?: number | null;
        };
        Libraries: {
            libraries: components["schemas"]["Library"][];
            media_types: string[];
        };
        Invite: {
            id: number | string;
            email?: string | null;
            username?: string | null;
            status?: string | null;
            /** Format: date-time */
            created_at?: string | null;
        };
        Invites: {
            invites: components["schemas"]["Invite"][];
            token: string | null;
        };
        InviteBackup: {
            id: number;
            name: string;
            invites_count?: number;
            /** Format: date-time */
            created_at: string;
        };
        RequestLounge: {
            categories: {
                slug: string;
                name: string;
                /** @enum {string} */
                type: "movies" | "shows";
            }[];
        };
        MediaItem: {
            id: number | string;
            title: string;
            /** @enum {string} */
            type: "movie" | "show";
            year?: number | null;
            poster?: string | null;
            overview?: string | null;
            status?: string | null;
            uhd?: boolean;
        };
        Node: {
            id: number;
            alias: string;
            host: string;
            online: boolean;
            servers_count?: number;
            uptime_monitor: components["schemas"]["UptimeMonitor"] | null;
        };
        UptimeMonitor: {
            id: number;
            /** @enum {string} */
            status: "up" | "down" | "paused" | "unknown";
            uptime_ratio?: number | null;
        };
        Product: {
            id: number;
            name: string;
            description?: string | null;
            server_type?: components["schemas"]["ServerType"] | null;
            /** @description Formatted amount, e.g. "12.00". */
            price: string;
            currency?: string;
            /** @enum {string} */
            billing_cycle: "monthly" | "quarterly" | "semiannually" | "annually";
            order_url?: string | null;
        };
        InviteKeyInfo: {
            key: string;
            email: string | null;
            has_products: boolean;
        };
        TrialSettings: {
            trials: {
                [key: string]: unknown;
            };
            products: components["schemas"]["Product"][];
        };
        DockerVariable: {
            key: string;
            value: string;
        };
        ApiClients: {
            clients: {
                id: number;
                name: string;
            }[];
            reseller_panels: {
                id: number;
                name: string;
            }[];
            api_domain: string | null;
        };
        NamedRef: {
            id: string;
            name: string;
        };
        ChatGuild: {
            id: string;
            name: string;
            roles: components["schemas"]["NamedRef"][];
            channels: components["schemas"]["NamedRef"][];
        };
        ResellerOverview: {
            reseller: {
                id: number;
                name: string;
            };
            nodes: components["schemas"]["Node"][];
        };
        AdminDashboard: {
            counts: {
                nodes: number;
                nodes_online: number;
                servers: number;
                servers_running: number;
                users: number;
                open_tickets: number;
            };
            servers_by_type: {
                plex: number;
                emby: number;
                jellyfin: number;
            };
            recent_processes: components["schemas"]["Process"][];
        };
        DeploymentEvent: {
            name: string;
            url: string;
        };
        ServerDeletedEvent: {
            serverAlias: string;
            url: string;
        };
        PortainerInstalledEvent: {
            response: unknown;
        };
        TicketCountEvent: {
            count: number;
        };
        ServerEvent: {
            server_id: number;
        };
        BroadcastingAuthRequest: {
            /** @description The wire name, e.g. private-system.acme. */
            channel_name: string;
            socket_id?: string;
        };
        NewNotificationEvent: {
            notification: components["schemas"]["Notification"];
        };
        /**
         * @description A step of the set-up that the server keeps; the wizard's start and completed screens are not steps.
         * @enum {string}
         */
        SetupStepKey: "password" | "app_settings" | "ssh_keys" | "billing_type" | "whmcs" | "whmcs_hooks" | "email";
        /**
         * @description `not_applicable`: the step does not apply to the chosen billing type (the WHMCS steps with manual billing).
         * @enum {string}
         */
        SetupStepStatus: "done" | "todo" | "not_applicable";
        /** @enum {string} */
        BillingType: "whmcs" | "manual";
        SetupState: {
            /** @description The same flag as the system settings' `app_initiated`. */
            app_initiated: boolean;
            steps: {
                password: components["schemas"]["SetupStepStatus"];
                app_settings: components["schemas"]["SetupStepStatus"];
                ssh_keys: components["schemas"]["SetupStepStatus"];
                billing_type: components["schemas"]["SetupStepStatus"];
                whmcs: components["schemas"]["SetupStepStatus"];
                whmcs_hooks: components["schemas"]["SetupStepStatus"];
                email: components["schemas"]["SetupStepStatus"];
            };
            /** @description The steps still to do before the set-up can be completed, in wizard order. */
            missing: components["schemas"]["SetupStepKey"][];
            billing_type: components["schemas"]["BillingType"] | null;
            app_settings: {
                app_name: string;
                portal_url: string | null;
                support_email: string | null;
                /** @description An IANA timezone, e.g. Europe/Berlin. */
                timezone: string;
            };
            ssh_key: components["schemas"]["SshKey"] | null;
            whmcs: components["schemas"]["WhmcsSettings"];
            whmcs_hooks: components["schemas"]["WhmcsHook"][];
            mail: components["schemas"]["MailSettings"];
        };
        SetupAppSettings: {
            app_name: string;
            /**
             * Format: uri
             * @description Where customers open the portal, e.g. https://portal.example.com.
             */
            portal_url: string;
            /** Format: email */
            support_email: string;
            /** @description An IANA timezone, e.g. Europe/Berlin. */
            timezone: string;
        };
        SshKey: {
            /** @description One authorized_keys line: "ssh-ed25519 AAAA… portal@<tenant>". */
            public_key: string;
            /** @description e.g. "SHA256:…", as ssh-keygen -lf prints it. */
            fingerprint: string;
            /** Format: date-time */
            created_at: string;
        };
        WhmcsSettings: {
            url: string | null;
            identifier: string | null;
            /** @description A secret is saved; the secret itself is never answered. */
            secret_set: boolean;
            /**
             * Format: date-time
             * @description When WHMCS last accepted these settings.
             */
            verified_at: string | null;
        };
        WhmcsHook: {
            /** @description The WHMCS hook point, e.g. "AfterModuleCreate". */
            event: string;
            description: string;
            /** @description The portal address WHMCS calls for it. */
            url: string;
            /** @description null until it is checked. */
            reachable: boolean | null;
            /** @description Why WHMCS could not reach it. */
            error: string | null;
            /** Format: date-time */
            checked_at: string | null;
        };
        /** @enum {string} */
        MailDriver: "smtp" | "mailgun" | "ses" | "log";
        /** @enum {string} */
        SmtpEncryption: "tls" | "ssl" | "none";
        /** @enum {string} */
        MailgunRegion: "us" | "eu";
        /** @description The saved mail settings; passwords and secrets are only reported as set or not. */
        MailSettings: {
            driver: components["schemas"]["MailDriver"] | null;
            from_address: string | null;
            from_name: string | null;
            smtp_host: string | null;
            smtp_port: number | null;
            smtp_username: string | null;
            smtp_encryption: components["schemas"]["SmtpEncryption"] | null;
            smtp_password_set: boolean;
            mailgun_domain: string | null;
            mailgun_region: components["schemas"]["MailgunRegion"] | null;
            mailgun_secret_set: boolean;
            ses_key: string | null;
            ses_region: string | null;
            ses_secret_set: boolean;
            /**
             * Format: date-time
             * @description When the last test e-mail went out.
             */
            tested_at: string | null;
        };
        /**
         * @description `driver`, `from_address` and `from_name` always; then what the driver needs: smtp
         *     `smtp_host`, `smtp_port`, `smtp_encryption` (`smtp_username` and `smtp_password` when the
         *     server wants them); mailgun `mailgun_domain`, `mailgun_secret`, `mailgun_region`; ses
         *     `ses_key`, `ses_secret`, `ses_region`; log nothing. Leave a password or secret out to keep
         *     the saved one.
         */
        MailSettingsInput: {
            driver: components["schemas"]["MailDriver"];
            /** Format: email */
            from_address: string;
            from_name: string;
            smtp_host?: string;
            smtp_port?: number;
            smtp_username?: string;
            smtp_password?: string;
            smtp_encryption?: components["schemas"]["SmtpEncryption"];
            mailgun_domain?: string;
            mailgun_secret?: string;
            mailgun_region?: components["schemas"]["MailgunRegion"];
            ses_key?: string;
            ses_secret?: string;
            /** @description An AWS region where SES runs, e.g. eu-west-1. */
            ses_region?: string;
        };
    };
    responses: {
        /** @description Done. */
        Success: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SuccessEnvelope"];
            };
        };
        /** @description Done, with a message and sometimes a popup. */
        SuccessMessage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SuccessEnvelope"];
            };
        };
        /** @description A count. */
        Count: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    success: boolean;
                    count: number;
                };
            };
        };
        /** @description Signed in. */
        SessionToken: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    success: boolean;
                    token: string;
                    user: components["schemas"]["AuthUser"];
                };
            };
        };
        /** @description A page of titles. */
        MediaPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    success: boolean;
                    data: components["schemas"]["MediaItem"][];
                    meta: components["schemas"]["LoungeMeta"];
                };
            };
        };
        /** @description The call failed. */
        Failure: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description The input is not valid. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description The bearer token is missing or no longer valid. */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description The signed-in user may not do this (role or restriction). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description No such record, or not one of the user’s. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description The set-up wizard's state (after the change, for a step call). */
        SetupStateAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    success: boolean;
                    message?: string;
                    data: components["schemas"]["SetupState"];
                };
            };
        };
    };
    parameters: {
        Id: number;
        NodeId: number;
        BackupId: number;
        InviteKey: string;
        Page: number;
        /** @description 1 to list 4K titles only. */
        Uhd: 0 | 1;
        Category: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: {
        ServerAction: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            get?: never;
            put?: never;
            /** @description Start, restart, stop, reset the configuration of, or rebuild a server. */
            post: {
                parameters: {
                    query?: never;
                    header?: never;
                    path: {
                        id: components["parameters"]["Id"];
                    };
                    cookie?: never;
                };
                requestBody?: never;
                responses: {
                    200: components["responses"]["SuccessMessage"];
                    401: components["responses"]["Unauthenticated"];
                    403: components["responses"]["Forbidden"];
                    404: components["responses"]["NotFound"];
                    409: components["responses"]["Failure"];
                };
            };
            delete?: never;
            options?: never;
            head?: never;
            patch?: never;
            trace?: never;
        };
    };
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    instance?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SessionToken"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["Failure"];
        };
    };
    adminLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SessionToken"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["Failure"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AuthUser"];
                    };
                };
            };
            401: components["responses"]["Failure"];
        };
    };
    fetchCustomerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user's profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AuthUser"];
                    };
                };
            };
            401: components["responses"]["Failure"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Failure"];
        };
    };
    passwordCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessMessage"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    passwordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessMessage"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    acceptInviteVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: components["parameters"]["InviteKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invite key is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["InviteKeyInfo"];
                    };
                };
            };
            404: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    acceptInviteCreateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: components["parameters"]["InviteKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SessionToken"];
            404: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    acceptInviteProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: components["parameters"]["InviteKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The products offered with this invite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["Product"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["Failure"];
        };
    };
    requestTrial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    server_type: components["schemas"]["ServerType"];
                    message?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessMessage"];
            403: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    impersonate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in as the user; the return key restores the admin's session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        token: string;
                        user: components["schemas"]["AuthUser"];
                        return_key: string;
                    };
                };
            };
            404: components["responses"]["Failure"];
        };
    };
    returnHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    return_key: string;
                    user_id: number;
                };
            };
        };
        responses: {
            /** @description The admin's own session, restored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        token: string;
                        user: components["schemas"]["AuthUser"];
                        redirect_data: {
                            path: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
        };
    };
    systemSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The platform's settings as the portal needs them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["SystemSettings"];
                    };
                };
            };
        };
    };
    broadcastingAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["BroadcastingAuthRequest"];
                "application/json": components["schemas"]["BroadcastingAuthRequest"];
            };
        };
        responses: {
            /** @description The channel is authorised. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    notificationsList: {
        parameters: {
            query?: {
                perpage?: number;
                sortColumn?: "created_at" | "title";
                sortDirection?: "asc" | "desc";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the user's notifications and the unread count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["Notification"][];
                        unread: number;
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Failure"];
        };
    };
    notificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["Failure"];
        };
    };
    notificationsCountUnread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Count"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    notificationsMarkAllRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    announcementCurrent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The announcement to show, if any. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        announcement: components["schemas"]["Announcement"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    announcementMarkRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["Failure"];
        };
    };
    customerServersList: {
        parameters: {
            query?: {
                type?: components["schemas"]["ServerType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user's servers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["Server"][];
                    };
                };
            };
            401: components["responses"]["Failure"];
            403: components["responses"]["Forbidden"];
        };
    };
    customerServerShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One server. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["Server"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["Failure"];
        };
    };
    customerServerDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["Failure"];
        };
    };
    customerServerPing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the media server answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["PingStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    serverUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    version?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    customerServerClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    customerServerResetClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    customerServerClaimStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the server is claimed, and by whom. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ClaimStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    customerServerNodeRestart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                node: components["parameters"]["NodeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    customerServerDeployEss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                node: components["parameters"]["NodeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    customerServerCdn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server's CDN settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["CdnSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    customerServerCdnEnable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cdn: string;
                    type: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    customerServerCdnDisable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    customerServerBackups: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server's backups, live and of deleted servers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["BackupGroups"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    customerServerBackupCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                type: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    customerServerBackupDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                backup: components["parameters"]["BackupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    customerServerBackupRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                backup: components["parameters"]["BackupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    customerServerSyncLibraries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server's libraries and their media types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["Libraries"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    customerServerEmbyInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    customerServerEmbyConnect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    customerServerJellyfinInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    customerServerGdriveRemount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    customerServerInvites: {
        parameters: {
            query?: {
                login?: string;
                password?: string;
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server's invites and the media-server token they were read with. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["Invites"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    customerServerInviteBackup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                backup: components["parameters"]["BackupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invites kept in one backup. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["Invite"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    plexToolsInvites: {
        parameters: {
            query?: {
                login?: string;
                password?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's Plex invites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["Invites"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    plexToolsInviteBackups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's invite backups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["InviteBackup"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    plexToolsInviteBackupDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                backup: components["parameters"]["BackupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    requestLoungeHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request lounge's categories and the user's limits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["RequestLounge"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    requestLoungeMovies: {
        parameters: {
            query?: {
                qs?: string;
                page?: components["parameters"]["Page"];
                /** @description 1 to list 4K titles only. */
                uhd?: components["parameters"]["Uhd"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MediaPage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    requestLoungeMoviesCategory: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description 1 to list 4K titles only. */
                uhd?: components["parameters"]["Uhd"];
            };
            header?: never;
            path: {
                category: components["parameters"]["Category"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MediaPage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    requestLoungeShows: {
        parameters: {
            query?: {
                qs?: string;
                page?: components["parameters"]["Page"];
                /** @description 1 to list 4K titles only. */
                uhd?: components["parameters"]["Uhd"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MediaPage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    requestLoungeShowsCategory: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description 1 to list 4K titles only. */
                uhd?: components["parameters"]["Uhd"];
            };
            header?: never;
            path: {
                category: components["parameters"]["Category"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MediaPage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    requestLoungeSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "movies" | "shows";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MediaPage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    requestLoungeMyRequests: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                status?: "all" | "pending" | "approved" | "available" | "declined";
                sorting?: "newest" | "oldest" | "title";
                type?: "all" | "movie" | "show";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MediaPage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The platform at a glance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminDashboard"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
        };
    };
    adminUsersList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                search?: string;
                sortColumn?: string;
                sortDirection?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminUser"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
        };
    };
    adminUserShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminUser"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["Failure"];
        };
    };
    adminServerShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One server and its owner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminServer"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminUserUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_trial?: boolean;
                    is_moderator?: boolean;
                    is_contributor?: boolean;
                    /** Format: email */
                    email: string;
                    name: string;
                    whmcs_id?: number | null;
                    restrictions?: string[];
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminUserDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["Failure"];
        };
    };
    adminNodeDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    adminNodeRestart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNodeExtractTar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    path?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNodeRestartContainers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNodeCheckMounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNodeWipe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminUptimeRobotFetch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The node's uptime monitor, if any. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["UptimeMonitor"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminUptimeRobotAdd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminUptimeRobotAddAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminUptimeRobotRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminProductsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["Product"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminTrialsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trial settings and the products a trial can use. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["TrialSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminDockerGlobals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The global docker variables. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["DockerVariable"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminKronosApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description API clients and reseller panels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ApiClients"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminDiscordOauth: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chat-community token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: {
                            token: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminDiscordGuilds: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guilds the token can see. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["NamedRef"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminDiscordGuild: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One guild with its roles and channels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ChatGuild"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminSearch: {
        parameters: {
            query: {
                /** @description The text, prefixed with `users:`, `nodes:` or `services:` when a section is chosen. */
                query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching users, nodes and services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        results: components["schemas"]["SearchResult"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminProcessesRecent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The processes of the last hour. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["Process"][];
                        meta: {
                            /** Format: date-time */
                            last_updated: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminProcessShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One process. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["Process"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["Failure"];
        };
    };
    adminProcessRelated: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Processes run in the same transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["Process"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminTicketsCountNew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Count"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
        };
    };
    resellerShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reseller and their nodes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
        };
    };
    setupState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SetupStateAnswer"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    setupChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    /** @description Different from the current password. */
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SetupStateAnswer"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setupSaveAppSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetupAppSettings"];
            };
        };
        responses: {
            200: components["responses"]["SetupStateAnswer"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setupGenerateSshKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    regenerate?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["SetupStateAnswer"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Failure"];
        };
    };
    setupChooseBillingType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billing_type: components["schemas"]["BillingType"];
                };
            };
        };
        responses: {
            200: components["responses"]["SetupStateAnswer"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setupSaveWhmcs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description The WHMCS system URL, https only, e.g. https://billing.example.com.
                     */
                    url: string;
                    /** @description The API credential's identifier. */
                    identifier: string;
                    /** @description The API credential's secret; leave it out to keep the saved one. Required when none is saved. */
                    secret?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SetupStateAnswer"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setupVerifyWhmcsHooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SetupStateAnswer"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setupSaveMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MailSettingsInput"];
            };
        };
        responses: {
            200: components["responses"]["SetupStateAnswer"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setupSendTestMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    to: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SetupStateAnswer"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setupComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SetupStateAnswer"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
}
