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
        /**
         * @description The server's invites. For a Plex server the user signs in with the Plex account the
         *     server is claimed with (`login`, `password`): both are required, wrong ones answer 422
         *     on `login`, and the answer's `token` is that account's token (for `plex/invite`).
         *     Emby and Jellyfin servers ignore both.
         */
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
    "/api/customer/servers/{id}/libraries/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Asks the media server to scan its libraries for new and changed media: every library, or
         *     only `library` when it is given. Answers at once; the `customer` realtime event
         *     `scan-stopped` (`{ server_id }`) follows when the scan has finished.
         */
        post: operations["customerServerLibrariesScan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/invites/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The invite backups of this server (the Plex tools list every server's); open one with `invites/backups/get/{backup}`. */
        get: operations["customerServerInviteBackups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/servers/{id}/plex/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Shares a Plex server with a Plex user by e-mail. `token` is the Plex account token that
         *     `GET /api/customer/servers/{id}/invites` (or, for every server of the account,
         *     `GET /api/customer/plex-tools/invites`) answered after signing in with the Plex login and
         *     password; a token that is not (or no longer) the server's answers 422 on `token`.
         */
        post: operations["customerServerPlexInvite"];
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
        /**
         * @description The invites (shared users) of every Plex server here that the user's Plex account owns.
         *     The user signs in with that Plex account: `login` (its e-mail address or username) and
         *     `password`; wrong ones answer 422 on `login`. The answer's `token` is the account's Plex
         *     token: the portal keeps it in memory while the Plex tools are open and sends it as
         *     `token` instead of the login to refresh the list. A token that is not (or no longer)
         *     valid answers 422 on `token`. The password is never stored.
         */
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
    "/api/customer/plex-tools/invites/backups/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Saves the current invite list of one of the servers the signed-in Plex account owns, under
         *     a name, to bring the invites back after a move or a rebuild. `token` is the account token
         *     from `GET /api/customer/plex-tools/invites`. 422: a server the account does not own
         *     (`server_id`), a missing or too long name (`name`, at most 60 characters), a token that
         *     is not (or no longer) valid (`token`).
         */
        post: operations["plexToolsInviteBackupCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/plex-tools/invites/backups/{backup}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One invite backup with the invites it keeps. */
        get: operations["plexToolsInviteBackupShow"];
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
    "/api/customer/plex-tools/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description What can be synced between the user's Plex servers: the servers, the latest result per
         *     source and target pair, and the last runs (newest first, at most 20).
         */
        get: operations["plexToolsSyncOverview"];
        put?: never;
        /**
         * @description Starts copying `what` from one of the user's Plex servers to others. The run starts at
         *     once; each target ends `synced`, or `failed` with the reason (a target that is not running
         *     cannot take the data). 422: the source or a target is not one of the user's Plex servers
         *     (`source_server_id`, `target_server_ids`), the source is among the targets or no target
         *     is given (`target_server_ids`), nothing or something unknown to sync (`what`). 409: the
         *     source is not running, or a run from it is still going.
         */
        post: operations["plexToolsSyncStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/plex-tools/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The collections of one of the user's Plex servers, with the presets a collection can be
         *     built from. 404 for a server that is not one of the user's Plex servers; 409 when the
         *     server is not running (its collections cannot be read then); 422 without `server_id`.
         */
        get: operations["plexToolsCollections"];
        put?: never;
        /**
         * @description Creates a collection in a library of one of the user's Plex servers, from a list of
         *     titles (matched against the library; the ones not found are named in the message) or
         *     from a preset that fits the library's media type. 422: unknown server or library, a
         *     name already used in that library, neither titles nor a preset, no title found, a preset
         *     that does not fit. 409: the server is not running.
         */
        post: operations["plexToolsCollectionCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/plex-tools/collections/{collection}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Deletes the collection; the titles in it stay in the library. 409 when the server is not running. */
        delete: operations["plexToolsCollectionDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/plex-tools/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The user's media scans on their Plex servers, running ones first, then the newest (at most 25). */
        get: operations["plexToolsScans"];
        put?: never;
        /**
         * @description Starts a media scan of one library of one of the user's Plex servers. 422: unknown server
         *     (`server_id`) or a library that is not the server's (`library_id`). 409: the server is not
         *     running, or that library is being scanned already.
         */
        post: operations["plexToolsScanStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/community/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The friends the user invited to the service (newest first) and how many open invites they have left. */
        get: operations["communityInvites"];
        put?: never;
        /**
         * @description Invites a friend by e-mail. 422 on `email` for a missing or malformed address, one that
         *     already has an account, or one with an open invite. 403 for trial accounts. 409 when every
         *     open invite is in use (`limit`).
         */
        post: operations["communityInviteSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/community/invites/{invite}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Revokes a pending invite, so its link stops working. 409 when it is not pending any more. */
        post: operations["communityInviteRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/community/cdn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The community CDN nodes the user can stream through, with their load and the latency measured from the user's servers, and the user's preferred node (null lets the platform choose). */
        get: operations["communityCdn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/community/cdn/preference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Chooses the preferred community CDN node, or automatic choice with `node_id` null. 422 for an unknown node; 409 for a node that is offline. */
        post: operations["communityCdnPreference"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/community/mismatches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The titles the user reported as matched to the wrong metadata, newest first. */
        get: operations["communityMismatches"];
        put?: never;
        /**
         * @description Reports a title on one of the user's servers that was matched to the wrong metadata, with
         *     the correct match: an IMDb, TMDB or TheTVDB link, or an ID such as `tt0017136`,
         *     `tmdb:19` or `tvdb:71663`. 422: unknown server or library, a missing title, an unknown
         *     problem, details missing for `other`, a correct match that is not such a link or ID, or
         *     an open report of the same title on the same server.
         */
        post: operations["communityMismatchReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/community/mismatches/{mismatch}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Cancels an open report. 409 once the community team has started on it or closed it. */
        post: operations["communityMismatchCancel"];
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
        /** @description The titles the user follows, to hear about new episodes (shows) or a release on the server (movies). */
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
    "/api/customer/request-lounge/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Requests a title in HD or, with `uhd`, in 4K; for a show, optionally only some seasons
         *     (all of them when `seasons` is left out). Every request counts against the user's
         *     weekly limit (`quota` of the base call). A limit reached, a title already requested in
         *     that version, or one already available answers 422 with the reason as its message.
         */
        post: operations["requestLoungeRequestTitle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/request-lounge/requests/{request}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Cancels one of the user's own requests while it is still pending; it no longer counts against the limit. */
        delete: operations["requestLoungeCancelRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/request-lounge/subscriptions/{type}/{media}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Follows a title, to be told about its new episodes (shows) or its release on the server (movies). Following twice changes nothing. */
        put: operations["requestLoungeSubscribe"];
        post?: never;
        /** @description Stops following a title. */
        delete: operations["requestLoungeUnsubscribe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/request-lounge/top-played": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The most played titles on the user's servers in a period, most played first (at most 25). */
        get: operations["requestLoungeTopPlayed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/request-lounge/media-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The user's own reports of problems with titles, newest first. */
        get: operations["requestLoungeMediaReports"];
        put?: never;
        /**
         * @description Reports a problem with a title on the user's servers. `details` is required for the issue
         *     `other`; `season` (and `episode`) only apply to shows. One open report per title and
         *     issue: another answers 422.
         */
        post: operations["requestLoungeReportMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/request-lounge/lost-and-found": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Titles that disappeared from the user's servers, most recently lost first. */
        get: operations["requestLoungeLostAndFound"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/request-lounge/lost-and-found/{lost}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Restores a lost title from the platform's copy, when it has one (`restorable`); otherwise the title can only be requested again. A title already being restored or restored answers 409. */
        post: operations["requestLoungeRestoreLost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/support/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The departments a customer can open a ticket with, in the order to offer them, and the
         *     desk's rules the admins set in the support settings: what files a ticket or a reply may
         *     carry and the office hours. Both are optional; without them the form keeps its own rules.
         */
        get: operations["supportDepartments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/support/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The signed-in user's tickets, the most recently updated first. `status=open` lists every
         *     ticket that is not closed (open, answered, customer-reply); `status=closed` the closed ones;
         *     without it, all. `counts` always counts all of the user's tickets.
         */
        get: operations["supportTicketsList"];
        put?: never;
        /**
         * @description Opens a ticket with its first message. Attachments: at most 5 files, each at most 5 MB
         *     (5120 KB), images (png, jpg, jpeg, gif, webp) or text and log files (txt, log). File errors are keyed by position (`attachments.0`) and
         *     name the file, e.g. "The file plex.log must not be greater than 5 MB.".
         */
        post: operations["supportTicketCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/support/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One of the user's tickets with its whole thread, oldest message first. Opening it marks its staff replies read (`unread_replies` is 0 from then on). */
        get: operations["supportTicketShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/support/tickets/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Adds the user's reply (same attachment rules as opening a ticket); the ticket becomes
         *     `customer-reply`. A closed ticket takes no replies (409): reopen it first.
         */
        post: operations["supportTicketReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/support/tickets/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Closes the ticket; 409 when it is closed already. */
        post: operations["supportTicketClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/support/tickets/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Opens a closed ticket again (status `open`); 409 when it is not closed. */
        post: operations["supportTicketReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/support/tickets/{id}/attachments/{attachment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The file of an attachment of one of the user's tickets, with `Content-Disposition:
         *     attachment; filename="…"`. It needs the bearer token like every call, so the portal fetches
         *     it and saves the file rather than linking to it.
         */
        get: operations["supportAttachmentDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/support/buffering-test/sample": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description `size` bytes of incompressible data streamed from the node of one of the user's servers,
         *     for the browser to time: the speed between the viewer and the server. Never cached.
         *     Sizes from 1 byte to 50 MiB (52428800); small samples measure latency.
         */
        get: operations["supportBufferingTestSample"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/support/buffering-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Records what the browser measured against the server's node and answers the verdict: the
         *     best quality that plays without buffering, the bitrate to choose and what to do, taking
         *     the node's current state into account.
         */
        post: operations["supportBufferingTestRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/tv-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The episodes airing from `from` for `days` days, grouped by calendar day in `tz` (the
         *     viewer's time zone; air times are instants). `scope=servers` lists the shows in the
         *     libraries of the user's servers, `scope=followed` also the shows the user follows.
         */
        get: operations["tvSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The platform's services and nodes right now, the user's servers on each node, and the
         *     incidents that are open or were resolved in the last 24 hours, newest first. `overall` is
         *     `outage` while a service is out, `degraded` while any service or node is not operational.
         */
        get: operations["platformStatus"];
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
        /** @description One node with its settings, its load and its last reboot. */
        get: operations["adminNodeShow"];
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
        /** @description Creates a product of a category's type (see the categories and their types). */
        post: operations["adminProductCreate"];
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
        /** @description Replaces the whole list of global docker variables. Keys are environment variable names (upper case letters, digits and underscores, not starting with a digit), each once; 422 errors name the row (`variables.2.key`, `variables.2.value`). Running servers pick the variables up on their next restart. */
        post: operations["adminDockerGlobalsSave"];
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
    "/api/admin/manual-billing/customer/{user}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A customer billed by hand (not through the billing system) — what they have, what they owe and what they paid. */
        get: operations["adminManualBillingCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/manual-billing/customer/{user}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Records a payment the customer made outside the billing system. It is applied to the open invoices named in `invoice_ids` (all open invoices when the field is left out), the oldest due first; what is left over stays on the account as credit. */
        post: operations["adminManualBillingPaymentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/manual-billing/customer/{user}/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Records a change to the customer's billing, with its reason: a credit or a debit to the account, or a service moved to another price or another product. */
        post: operations["adminManualBillingAdjustmentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/user/{id}/impersonate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A one-time sign-in token for the user, valid for a few minutes. The portal opens `/app/impersonate/{token}` with it (`GET /api/impersonate/{token}` signs in as the user and hands out the return key that restores the admin's session). An admin cannot impersonate themselves. */
        post: operations["adminUserImpersonate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/user/{id}/servers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every media server of the user, with the node it runs on. */
        get: operations["adminUserServers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A page of the nodes, with what needs an admin's attention on each. */
        get: operations["adminNodesList"];
        put?: never;
        /** @description Adds a node to the platform; its servers are deployed onto it later. */
        post: operations["adminNodeCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["adminNodeUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/containers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A page of the node's docker containers, its customers' media servers and the platform's own. */
        get: operations["adminNodeContainersList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/scripts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The maintenance scripts an admin can run on the node, in the order to offer them, each with
         *     its last run there: the node's newest process that ran the script's command (null when it
         *     never ran on this node).
         */
        get: operations["adminNodeScriptsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/scripts/{script}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Runs the script on the node and answers the process it recorded (the processes list shows
         *     it too, under `node={id}`). A script that ran and failed is still a 200, with
         *     `data.success` false and what it printed in `data.result`. 409 while the node is offline or
         *     rebooting: nothing can reach it.
         */
        post: operations["adminNodeScriptRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/reboots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The node's reboots, newest first unless sorted otherwise: who asked and why, when it went
         *     down, when it answered again and how it ended. `GET /api/admin/nodes/{id}/restart` starts
         *     one.
         */
        get: operations["adminNodeRebootsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/extractions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The tar archives extracted on the node, newest first unless sorted otherwise; `search`
         *     matches the archive's and the target's path. `POST /api/admin/nodes/{id}/extract-tar`
         *     starts one.
         */
        get: operations["adminNodeExtractionsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The Docker images on the node, by repository and tag, each with the containers that use it
         *     (an image no container uses can be removed). A node holds a few dozen at most: not paged.
         */
        get: operations["adminNodeImagesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/images/pull": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Pulls an image onto the node (`docker pull`) and answers it as the node now holds it. `image`
         *     is a reference as Docker reads one: `[registry/]repository[:tag]`, `latest` when no tag is
         *     given; one that is not answers 422 on `image`. 409 while the node is offline or rebooting.
         */
        post: operations["adminNodeImagePull"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/images/{image}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes an image from the node (`docker rmi`). 409 while a container uses it, or while the node is offline or rebooting. */
        delete: operations["adminNodeImageDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/containers/{container}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description One container of the node with what Docker tells about it: its ports, its volumes, the
         *     names of its environment variables (never their values), how often its restart policy
         *     restarted it, when it started, and its latest log lines (oldest first); for a media server
         *     also its server and that server's invites. A container of another node is a 404.
         */
        get: operations["adminNodeContainerShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/containers/{container}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Starts, stops or restarts the container and answers it as it is now. A media server's
         *     container goes through its server's own action, so the customer sees the same status. The
         *     platform's own containers are only restarted: stopping one would take the node's servers
         *     with it. 409 when the container is busy or already so, or the node is offline or rebooting.
         */
        post: operations["adminNodeContainerAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/containers/{container}/invites/{invite}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One invite to the media server the container runs, as its owner sent it (the customer's server page lists the same invites). */
        get: operations["adminNodeContainerInviteShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/containers/{container}/invites/{invite}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Withdraws the invite, accepted or not; the person loses access to the server. 409 when it is revoked already. */
        post: operations["adminNodeContainerInviteRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nodes/{id}/containers/{container}/invites/{invite}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends a pending or expired invite's e-mail again; it can be accepted for 7 days from now. 409 for one that was accepted, declined or revoked, or that has no e-mail address. */
        post: operations["adminNodeContainerInviteResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every customer's service (a hosted media server billed as a product) on the platform, a page at a time. */
        get: operations["adminServicesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/services/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What the services list can be narrowed to besides its fixed values (the nodes). */
        get: operations["adminServicesFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The categories a product is created in, in the order to offer them. */
        get: operations["adminProductCategoriesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/categories/{category}/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The types a product of the category can be (Plex, Emby, Jellyfin; storage sizes; reseller node sizes), with their defaults. */
        get: operations["adminProductTypesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminProductShow"];
        put?: never;
        post?: never;
        /** @description Deletes a product no service uses; 409 while services still do. */
        delete: operations["adminProductDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Changes a product's settings; its category and type stay as created. */
        post: operations["adminProductUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Every customer's tickets, a page at a time. `search` matches the subject, the ticket number
         *     (`1045` or `#1045`) and the customer's name or e-mail address. `status`, `priority` and
         *     `assignee` (a staff member's id, `me` for the caller, or `none` for unassigned tickets) narrow
         *     the list. `sortColumn` defaults to `updated_at` (newest first); `priority` descending puts
         *     urgent tickets first; `customer` sorts by the customer's name.
         */
        get: operations["adminTicketsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The staff a ticket can be assigned to (admins and moderators), by name, with the open tickets each holds. */
        get: operations["adminTicketAssignees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Any customer's ticket with its whole thread (oldest message first) and the staff's internal
         *     notes. Reading it changes nothing: `POST …/read` marks it read for the staff.
         */
        get: operations["adminTicketShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks the customer's messages read for the staff; answers the count of new tickets (as `count-new`) after it. */
        post: operations["adminTicketRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description The staff's answer to the customer (plain text), with files under the customer's attachment
         *     rules (at most 5 files of 5 MB: png, jpg, jpeg, gif, webp, txt, log; errors keyed
         *     `attachments.N`). The ticket becomes `answered` and read. A closed ticket takes no replies (409).
         */
        post: operations["adminTicketReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets/{id}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds an internal note (plain text) that only the staff sees; the customer's thread never shows it. */
        post: operations["adminTicketNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Closes the ticket; 409 when it is closed already. */
        post: operations["adminTicketClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Opens a closed ticket again (status `open`); 409 when it is not closed. */
        post: operations["adminTicketReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Gives the ticket to a staff member (one of `GET /api/admin/support/assignees`), or to nobody with `null`. */
        post: operations["adminTicketAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets/{id}/priority": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Changes the ticket's priority. */
        post: operations["adminTicketPriority"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets/{id}/attachments/{attachment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The file of an attachment of any ticket, with `Content-Disposition: attachment; filename="…"`.
         *     It needs the bearer token like every call, so the portal fetches it and saves the file.
         */
        get: operations["adminTicketAttachmentDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requested-trials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Trial requests, a page at a time: guests' trials (the public request form) and customers' trials of a product. Newest first unless `sortColumn` (created_at, name, email, status) says otherwise. */
        get: operations["adminRequestedTrialsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requested-trials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminRequestedTrialShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requested-trials/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Approves a pending request with one of the products a trial can use (`GET /api/admin/app-management/trials`), of the server type asked for. Without `product_id` the trial runs on the trial product the product settings name for the request's server type. 409 when the request is no longer pending; 422 for a product that is unknown, not open to trials or of another server type, or missing when the settings name no trial product. */
        post: operations["adminRequestedTrialApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requested-trials/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Rejects a pending request; the reason is kept with it (and sent to the person who asked). 409 when it is no longer pending. */
        post: operations["adminRequestedTrialReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/processes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every process, a page at a time, newest first unless `sortColumn` (created_at, or time: how long it ran) says otherwise. `search` looks in the command. `nodes` lists the nodes that have processes, for the node filter. */
        get: operations["adminProcessesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every customer's requests for one type of title, a page at a time, newest first unless `sortColumn` says otherwise. `search` looks in the title and the customer's name and e-mail address. */
        get: operations["adminRequestsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What waits for the staff in the request lounge, and how many requests came in over the last seven days. */
        get: operations["adminRequestsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Approves a pending (or earlier declined) request; the customer is notified. 409 when it is approved or available already. */
        post: operations["adminRequestApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Declines a pending or approved request; the customer is notified, with the reason when one is given. 409 when it is available or declined already. */
        post: operations["adminRequestDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/{id}/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks a pending or approved request as available: the title is on the servers now, so the catalogue shows it as available and the customer is notified. 409 when it is declined or available already. */
        post: operations["adminRequestAvailable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/media-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The problems customers reported with titles, a page at a time, newest first. `search` looks in the title, the details and the customer's name and e-mail address. */
        get: operations["adminMediaReportsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/media-reports/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers a report; the customer sees the reply with the report and is notified. The status changes when one is given (an open report moves to in progress otherwise). */
        post: operations["adminMediaReportReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/media-reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks a report resolved, with a reply the customer sees when one is given (the earlier reply stays otherwise). 409 when it is resolved already. */
        post: operations["adminMediaReportResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The rules that limit the request lounge: the weekly quota of customers and of trial
         *     accounts (the quota `GET /api/customer/request-lounge` shows comes from here, unless the
         *     user has an override), the most seasons one show request may ask for, who may request 4K
         *     and whether contributors' requests are approved at once.
         */
        get: operations["adminRequestRulesShow"];
        put?: never;
        /**
         * @description Saves the rules; every customer's quota follows at once. Limits are whole numbers from 0
         *     (no requests) to 1000; `max_seasons` null lets a show request ask for every season.
         */
        post: operations["adminRequestRulesUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/rules/overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Users with a weekly limit of their own (it replaces the customer's or trial's quota for
         *     them), a page at a time, newest first. `search` looks in the user's name and e-mail address.
         */
        get: operations["adminRequestOverridesList"];
        put?: never;
        /**
         * @description Gives the user with this e-mail address a weekly limit of their own, or changes it when
         *     they have one. 422 on `email` when no such user exists or the user is an admin (admins
         *     have no limit).
         */
        post: operations["adminRequestOverrideSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/rules/overrides/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes the user's own limit; the quota of their kind of account applies again. */
        delete: operations["adminRequestOverrideDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/contributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description What contributors added to the libraries (a title added, upgraded to 4K or fixed), a page at
         *     a time, newest first. `contributor` (a user's id) and `kind` filter; `search` looks in the
         *     title. `totals` counts every contribution the filters match, by kind; `contributors` lists
         *     every contributor with how many contributions they made, for the filter.
         */
        get: operations["adminContributionsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/library-maps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Which library of a customer's server each kind of request lands in (movie, movie in 4K,
         *     show, show in 4K), for each server type: the library's name and its folder. A fixed set of
         *     twelve: not paged.
         */
        get: operations["adminLibraryMapsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/library-maps/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Changes the library a kind of request lands in. `path` is an absolute folder (starts with /). */
        post: operations["adminLibraryMapUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/media-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The media types the lounge offers customers, in their order; a disabled one is hidden from customers. A few dozen at most; not paged. */
        get: operations["adminMediaTypesList"];
        put?: never;
        /** @description Adds a media type. `slug` is lower-case letters, digits and dashes, unique (422 otherwise). */
        post: operations["adminMediaTypeCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/media-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Renames, re-maps, enables or disables a media type. Same rules as creating one. */
        post: operations["adminMediaTypeUpdate"];
        /** @description Deletes a media type; customers no longer see it. */
        delete: operations["adminMediaTypeDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The lounge's switch of the system settings, and what the customer menu shows instead while
         *     it is off: a link to an external request site (`ombi_url`) under `ombi_menu_name`.
         */
        get: operations["adminRequestSettingsShow"];
        put?: never;
        /**
         * @description Saves the lounge's settings into the system settings; every signed-in user's menu is
         *     rebuilt (`rebuild-menu`) when one changed. `ombi_url` must be an http(s) address (422);
         *     it and `ombi_menu_name` may be empty while the lounge is on.
         */
        post: operations["adminRequestSettingsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Statistics of the request lounge over a period: requests per day (`30d`), week (`12w`, weeks start on Monday) or month (`12m`), the current period included; how many by type and outcome, how long fulfilment took, the most requested titles and the most active requesters (ten each). Outcomes are the requests' statuses now. */
        get: operations["adminRequestStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What reaches the customers right now (live alerts and popups, the blocks on their pages, the announcement shown and the last e-mail sent). */
        get: operations["adminUserInteractionOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The alerts, a page at a time, newest first unless `sortColumn` says otherwise. `search` looks in the text. */
        get: operations["adminAlertsList"];
        put?: never;
        post: operations["adminAlertCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminAlertShow"];
        put?: never;
        post?: never;
        delete: operations["adminAlertDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/alerts/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["adminAlertUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/popups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The popups, a page at a time, newest first unless `sortColumn` says otherwise. `search` looks in the title. */
        get: operations["adminPopupsList"];
        put?: never;
        post: operations["adminPopupCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/popups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminPopupShow"];
        put?: never;
        post?: never;
        delete: operations["adminPopupDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/popups/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["adminPopupUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The dynamic content blocks, a page at a time, by page then name unless `sortColumn` says otherwise. `search` looks in the name. */
        get: operations["adminContentBlocksList"];
        put?: never;
        post: operations["adminContentBlockCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/blocks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminContentBlockShow"];
        put?: never;
        post?: never;
        delete: operations["adminContentBlockDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/blocks/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["adminContentBlockUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every announcement, a page at a time, newest first unless `sortColumn` says otherwise. `status`: `live` (published and within its dates: customers see it), `scheduled` (published, starting later), `past` (published, its end has passed), `draft` (not published). `search` looks in the header. Several may be live at once: a customer sees one at a time, the newest live one not marked read, and the next after marking it read. */
        get: operations["adminAnnouncementsList"];
        put?: never;
        /** @description Writes a new announcement; published at once when `published` is true (customers see it from `starts_at`, if given). */
        post: operations["adminAnnouncementCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminAnnouncementShow"];
        /** @description Changes an announcement; customers who have marked it read do not see it again. */
        put: operations["adminAnnouncementUpdate"];
        post?: never;
        /** @description Deletes the announcement and who has read it. */
        delete: operations["adminAnnouncementDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/announcements/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Publishes the announcement; customers see it from its start (at once without one) until its end. */
        post: operations["adminAnnouncementPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/announcements/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Takes the announcement back to a draft; customers no longer see it. */
        post: operations["adminAnnouncementUnpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The e-mails sent to groups of customers, a page at a time, newest first. `search` looks in the subject. */
        get: operations["adminEmailsList"];
        put?: never;
        /** @description Sends the e-mail to every customer of the audience (queued; each receives it once). 422 when the subject or body is missing, the audience is incomplete, an address in `emails` is not a customer's, or the audience has nobody in it. */
        post: operations["adminEmailSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/emails/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description How many customers an audience reaches, with a few of their names; nothing is sent. 422 as for sending. */
        post: operations["adminEmailRecipients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-interaction/emails/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends the e-mail once to the signed-in admin's own address (named in the answer); not kept in the history. */
        post: operations["adminEmailTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/app-management/system": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The platform's name, version, logo and icon as the admin's System settings edit them (`GET /api/system/settings` shows the same to everyone). */
        get: operations["adminAppSystemShow"];
        put?: never;
        /**
         * @description Saves the name, the version and the images. A logo or icon is a png, jpg, jpeg, gif or webp file of at most 256 KB
         *     (`logo`, `icon`), stored as a data URI; `remove_logo` / `remove_icon` (1) take the image away. Fields left out stay as
         *     they are. Everyone signed in hears `fetch-system-settings` on the system channel, so headers and footers follow at once.
         */
        post: operations["adminAppSystemUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/app-management/deployment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description How new media servers are deployed, with the nodes and locations the form offers. */
        get: operations["adminAppDeploymentShow"];
        put?: never;
        /**
         * @description Saves the deployment defaults; they apply to servers deployed from now on. `default_node_id` is required when
         *     `node_selection` is `fixed`; image tags are Docker tags; `name_pattern` uses `{type}`, `{username}` and `{id}`
         *     and must contain `{username}` or `{id}`.
         */
        post: operations["adminAppDeploymentUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/app-management/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The billing settings of the Products and billing page. */
        get: operations["adminAppBillingShow"];
        put?: never;
        /**
         * @description Saves the billing settings. `whmcs_display_user_invoices` is a system setting: changing it rebuilds the customers'
         *     menus (`rebuild-menu` on the system channel), where the Invoices entry shows or goes.
         */
        post: operations["adminAppBillingUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/app-management/trials/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Saves the trial settings (`GET /api/admin/app-management/trials` reads them). `enabled` is the system setting
         *     `user_request_trial`: changing it rebuilds the menus, and the customers' Request a trial page shows or goes.
         *     `product_ids` are the products offered as trials (customer products with a server type).
         */
        post: operations["adminTrialsSettingsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/app-management/support-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description How the support desk works: the departments customers file tickets under, the priority a
         *     new ticket gets, when answered tickets close by themselves, the attachment limits, the
         *     automatic reply, the office hours shown to customers and the staff e-mail alerts.
         */
        get: operations["adminSupportSettingsShow"];
        put?: never;
        /**
         * @description Saves every support setting at once. `auto_reply_text` is required while `auto_reply_enabled`,
         *     `notify_email` while `notify_staff`; department names are unique.
         */
        post: operations["adminSupportSettingsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/app-management/feature-toggles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The features customers can be given or not. `user_invite_keys`, `user_request_trial` and
         *     `request_lounge` are the system settings' own (`GET /api/system/settings`); the others are
         *     the platform's feature switches.
         */
        get: operations["adminFeatureTogglesShow"];
        put?: never;
        /**
         * @description Switches features on or off; a toggle left out keeps its value. A change of
         *     `user_invite_keys`, `user_request_trial` or `request_lounge` is a change of the system
         *     settings: every signed-in user hears `rebuild-menu` on the system channel and their menus
         *     are rebuilt.
         */
        post: operations["adminFeatureTogglesUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/app-management/product-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description What the shop sells: per server type whether it is sold (a type not sold leaves the
         *     customer shop, and its orders are refused), its default product and its trial product;
         *     the order in which the customer shop lists each category. `products` are the customer
         *     products to choose from.
         */
        get: operations["adminProductSettingsShow"];
        put?: never;
        /**
         * @description Saves the product settings. A default or trial product must be an active customer product
         *     of the same server type (422 `types.{type}.default_product_id`); a trial product must offer
         *     trials; at least one server type stays sold.
         */
        post: operations["adminProductSettingsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/app-management/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The twenty most recent export jobs, newest first. */
        get: operations["adminExportsList"];
        put?: never;
        /**
         * @description Starts an export of users, servers or invoices as CSV. The job is queued and runs in the
         *     background: poll `GET …/exports/{id}` until `status` is `done` (then download it) or
         *     `failed`. `rows` is the number of records the export holds.
         */
        post: operations["adminExportCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/app-management/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One export job, to poll while it runs. */
        get: operations["adminExportShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/app-management/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The finished export as CSV (RFC 4180, UTF-8, a header row first), with
         *     `Content-Disposition: attachment; filename="…"`. A cell that begins with `=`, `+`, `-` or
         *     `@` is prefixed with `'` so that a spreadsheet does not run it as a formula. 409 while the
         *     job has not finished. It needs the bearer token like every call, so the portal fetches it
         *     and saves the file.
         */
        get: operations["adminExportDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every integration of the platform, whether it is set up and how its last connection check went. */
        get: operations["adminIntegrationsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/{key}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        /** @description An integration's settings. Secrets are write-only; `secrets` only says whether each is set. */
        get: operations["adminIntegrationSettings"];
        put?: never;
        /**
         * @description Saves an integration's settings. `values` replace the readable settings; `secrets` holds only the secrets
         *     that change: a string replaces the stored one, `null` removes it, a secret left out keeps its value.
         *     Validation errors are keyed by the field's own name (`host`, `api_key`).
         */
        post: operations["adminIntegrationSettingsSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/{key}/test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Checks the connection with the saved settings and records the outcome. 200 whenever the check ran, healthy or not. */
        post: operations["adminIntegrationTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/docker-services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The platform's extra docker services (sidecars started next to the media servers of the server types they attach to), a page at a time, by name unless `sortColumn` says otherwise. `search` looks in the name and the image; `enabled` (1|0) filters. */
        get: operations["adminDockerServicesList"];
        put?: never;
        /** @description Adds a docker service; 422 keyed by field, `env.N.key`, `ports.N` and `volumes.N` for a row. */
        post: operations["adminDockerServiceCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/docker-services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        get: operations["adminDockerService"];
        put?: never;
        /** @description Saves the whole docker service; running servers pick it up on their next restart. */
        post: operations["adminDockerServiceUpdate"];
        delete: operations["adminDockerServiceDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/docker-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The images deployments use: one per media server type, then one per docker service; with the tag deployments use, the newest tag the last check saw and on how many nodes the image (at that tag) is pulled. */
        get: operations["adminDockerImagesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/docker-images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Changes the tag deployments use (for a media server type, the same setting as the deployment defaults). */
        post: operations["adminDockerImageUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/docker-images/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Asks the registry for the newest tag of the repository. */
        post: operations["adminDockerImageCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/docker-images/{id}/pull": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Pulls the image at the tag deployments use on every node: one process per node (a node that is offline or rebooting records a failed one). */
        post: operations["adminDockerImagePull"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/automations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The automations, a page at a time: each is a trigger, its conditions and its actions. By name unless `sortColumn` (name, last_run_at, runs_count, created_at) says otherwise. */
        get: operations["adminAutomationsList"];
        put?: never;
        /** @description Creates an automation. The trigger, the conditions' fields and operators and the actions must be the catalogue's, each with its required parameters in range; at least one action. 422 errors are keyed like `trigger.params.minutes`, `conditions.0.value`, `actions.1.params.channel`. */
        post: operations["adminAutomationCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/automations/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What an automation can be made of: the triggers (each with its parameters and the fields its conditions may test) and the actions (each with its parameters and the subjects it works on). Ids only: the portal words them. Options drawn from the data (nodes, Discord channels, node scripts) carry their name as `label`. */
        get: operations["adminAutomationCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/automations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminAutomationShow"];
        /** @description Saves the whole automation, with the rules of creating one. */
        put: operations["adminAutomationUpdate"];
        post?: never;
        /** @description Deletes the automation and its run history. */
        delete: operations["adminAutomationDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/automations/{id}/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Enables or disables the automation; a disabled one does not run when its trigger fires. */
        post: operations["adminAutomationSetEnabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/node-scripts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The library of node scripts, in the order they are offered: what an admin can run on a node (`GET /api/admin/nodes/{id}/scripts` lists the same) and what runs on a new node once it is set up. */
        get: operations["adminScriptLibraryList"];
        put?: never;
        /** @description Adds a script to the library; its id is made from its name. Names are unique. */
        post: operations["adminScriptLibraryCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/node-scripts/{script}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["adminScriptLibraryUpdate"];
        post?: never;
        /** @description Removes the script from the library; automations that run it fail their run until edited. The processes it left stay. */
        delete: operations["adminScriptLibraryDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/discord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminDiscordLinkShow"];
        put?: never;
        post: operations["adminDiscordLinkSave"];
        delete: operations["adminDiscordLinkDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/discord/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminDiscordAuthorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/mail/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["adminMailTemplatesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/mail/templates/{template}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template: string;
            };
            cookie?: never;
        };
        get: operations["adminMailTemplateShow"];
        put?: never;
        post: operations["adminMailTemplateSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/mail/templates/{template}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["adminMailTemplateReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/mail/templates/{template}/test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["adminMailTemplateTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/kronos-api/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["adminKronosClientCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integrations/kronos-api/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["adminKronosClientRevoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The storage at a glance, the failing mounts first, and how many paths of each kind are set. */
        get: operations["adminStorageOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storage/mounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A page of the storage mounts of every node; the failing ones first unless another order is asked for. */
        get: operations["adminStorageMountsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storage/mounts/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Checks one mount on its node (recorded as a process there); a failing mount is mounted again. A node that is not online cannot be checked (409). */
        post: operations["adminStorageMountCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storage/nodes/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Checks every mount of the node (recorded as a process there); failing mounts are mounted again. A node that is not online cannot be checked (409). */
        post: operations["adminStorageNodeCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storage/mount-paths": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Where the remotes are mounted on the nodes, on one node or on all of them, with the nodes to choose from. */
        get: operations["adminStorageMountPathsList"];
        put?: never;
        /** @description Adds a mount path. The path is absolute, under /mnt/, without "..", spaces or a slash at the end, and not used on the same node (or on all nodes) already. */
        post: operations["adminStorageMountPathCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storage/mount-paths/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Looks on the chosen node (or on every node) whether the path exists; a node that is not online cannot be asked (exists null). */
        post: operations["adminStorageMountPathVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storage/mount-paths/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["adminStorageMountPathUpdate"];
        delete: operations["adminStorageMountPathDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storage/library-paths": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Where each server type finds each kind of library inside its container. */
        get: operations["adminStorageLibraryPathsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storage/library-paths/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Changes one library path: absolute, without "..", spaces or a slash at the end, and not used by another kind of library of the same server type. */
        post: operations["adminStorageLibraryPathUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storage/deployment-paths": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Where server stacks, their configuration and their transcoding go on the nodes: the defaults with the placeholders {server}, {user} and {type}, and per-node overrides. */
        get: operations["adminStorageDeploymentPaths"];
        put?: never;
        /** @description Saves the default paths; each is absolute, without "..", spaces or a slash at the end, uses only the placeholders {server}, {user} and {type}, and holds {server}. */
        post: operations["adminStorageDeploymentPathsSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storage/deployment-paths/nodes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sets the node's own paths; a null path follows the default. */
        post: operations["adminStorageDeploymentOverrideSave"];
        /** @description The node follows the default paths again. */
        delete: operations["adminStorageDeploymentOverrideDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The headline figure of every metric over a period (the same query as the metrics themselves): active subscriptions with new and cancelled ones, transcode transgressions, Plex users, node reboots and turnover. */
        get: operations["adminMetricsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/metrics/{metric}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One metric over a period, a point per day, week (from Monday) or month, the first and last clipped to the period. `series` are the products (`products`, `turnover`), the Plex products (`plex-users`), the nodes (`node-reboots`) or one series (`transcode-transgressions`); `values` of a point follow their order. Counts and money (minor units of `currency`) add up: a series' total and the period's total are sums of the points. Levels (`products`: active subscriptions, `plex-users`) do not: a point holds the level at its end and a total the level at the end of the period; `new` and `cancelled` are sums. */
        get: operations["adminMetricSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/metrics/transcode-transgressions/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The streams that broke a server's transcode limit in the period, newest first, a page at a time: who watched, on which server and node, how many transcodes ran against the limit of the product. */
        get: operations["adminMetricTranscodeEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The live alerts and popups aimed at the signed-in user (without those dismissed or seen) and the active dynamic content blocks of the customer pages. */
        get: operations["customerMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/messages/alerts/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The user closed a dismissible alert; it is not answered to them again. */
        post: operations["customerAlertDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/messages/popups/{id}/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The user closed (or confirmed) the popup; it is shown once. */
        post: operations["customerPopupSeen"];
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
    "/api/reseller/nodes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A node the reseller runs (a node-only reseller, only their node), with its capacity, load and servers. Any other node is not found. */
        get: operations["resellerNodeShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/servers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The servers on the reseller's nodes, a page at a time. */
        get: operations["resellerServersList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/servers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A server on one of the reseller's nodes, with the actions the reseller may take on it now. Any other server is not found. */
        get: operations["resellerServerShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/servers/{id}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Starts, stops, restarts, suspends or unsuspends a server on one of the reseller's nodes. The server is busy for a moment and then settles. */
        post: operations["resellerServerAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The reseller's customers (a node-only reseller, the owners of the servers on their node), a page at a time. */
        get: operations["resellerCustomersList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The reseller's own products (a node-only reseller, those on their node), a page at a time. */
        get: operations["resellerProductsList"];
        put?: never;
        /** @description Creates a product of a type on one of the reseller's nodes. */
        post: operations["resellerProductCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/products/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The types a reseller can create a product of, with their defaults and limits, and the nodes a product can deploy on. */
        get: operations["resellerProductTypesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One of the reseller's products; any other product is not found. */
        get: operations["resellerProductShow"];
        put?: never;
        /** @description Changes a product's settings; its type stays as created. */
        post: operations["resellerProductUpdate"];
        /** @description Deletes a product no server uses; 409 while servers still do (deactivate it instead). */
        delete: operations["resellerProductDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/whmcs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The reseller's link to their own WHMCS: its address and API identifier, whether a secret is saved (the secret itself is never answered) and how the last connection test went. A user with a reseller node sees the link of the reseller who runs the node (`can_edit` false). */
        get: operations["resellerWhmcsShow"];
        put?: never;
        /** @description Saves the link. `secret` is write-only: leave it out to keep the saved one (required when none is saved). Saving new credentials clears the last test: the link counts as connected again after a test passes. 403 for a user with a reseller node. */
        post: operations["resellerWhmcsSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/whmcs/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Calls the saved WHMCS API (`<url>/includes/api.php`, action GetAdminDetails) with the saved credentials and records the result on the link. 200 whenever the check ran, healthy or not; 409 when no link is saved yet. */
        post: operations["resellerWhmcsTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/whmcs/nodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The reseller's nodes as WHMCS sees them, with how many of their media containers have a WHMCS service. */
        get: operations["resellerWhmcsNodesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/whmcs/nodes/{node}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One of the reseller's nodes as WHMCS sees it (its containers are paged in the call below). Any other node is not found. */
        get: operations["resellerWhmcsNodeShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/whmcs/nodes/{node}/containers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The node's media-server containers with their WHMCS service (id, client, product, status), a page at a time. */
        get: operations["resellerWhmcsContainersList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/whmcs/nodes/{node}/containers/{container}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A media-server container of the node with its WHMCS service and client, and the invites sent for it. */
        get: operations["resellerWhmcsContainerShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/whmcs/nodes/{node}/containers/{container}/invites/{invite}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One invite of the container (the key a WHMCS client claims the server with). */
        get: operations["resellerWhmcsInviteShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/whmcs/nodes/{node}/containers/{container}/invites/{invite}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description `resend`: e-mails a pending or expired invite again; it can be accepted for another 7 days. `revoke`: the key stops working. 409 when the invite's status does not allow the action. */
        post: operations["resellerWhmcsInviteAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/whmcs/mappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Each of the reseller's products with the WHMCS product it is mapped to (null when none). */
        get: operations["resellerWhmcsMappingsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/whmcs/whmcs-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The products of the reseller's WHMCS (GetProducts), to map reseller products to. 409 when the link is not saved. */
        get: operations["resellerWhmcsRemoteProductsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/whmcs/products/{product}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description How one of the reseller's products is mapped to WHMCS. */
        get: operations["resellerWhmcsMappingShow"];
        put?: never;
        /** @description Maps the product to a WHMCS product (null unmaps it) with the options WHMCS provisions it with; sets the product's `whmcs_product_id`. 422 for a WHMCS product that does not exist or is mapped to another product, or a streams option the WHMCS product does not have. */
        post: operations["resellerWhmcsMappingSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What the platform sells to resellers: dedicated nodes of several sizes and capacity packs that add CPU, memory, disk or server slots to a node the reseller runs, each with its price per billing cycle in the billing currency. `can_order` is false for a user with a reseller node: the reseller who runs the node orders. */
        get: operations["resellerShopShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/shop/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Orders an item of the reseller shop in the billing system and answers the checkout where the reseller pays it. 403 for a user with a reseller node; 409 while the billing system is not set up. */
        post: operations["resellerShopOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderator/tickets/count-unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Unread tickets: waiting for the staff (open, or the customer wrote last) with something from
         *     the customer nobody on the staff has read yet. The same figure as the `unread-tickets` event's
         *     `count` on `tickets.unread.{tenant}`, so the two can replace each other.
         */
        get: operations["moderatorTicketsCountUnread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderator/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The help desk's tickets a moderator answers (every customer's), a page at a time. `search`
         *     matches the subject, the ticket number (`1045` or `#1045`) and the customer's name or e-mail
         *     address; `status`, `priority` and `unread=1` (only tickets with something unread for the staff)
         *     narrow the list. `sortColumn` defaults to `updated_at` (newest first); `priority` descending puts
         *     urgent tickets first; `customer` sorts by the customer's name.
         */
        get: operations["moderatorTicketsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderator/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description A ticket with its whole thread, oldest message first (no staff notes: those are the admins').
         *     Reading it changes nothing: `POST …/read` marks it read for the staff.
         */
        get: operations["moderatorTicketShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderator/tickets/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks the customer's messages read for the staff; answers the count of unread tickets (as `count-unread`) after it. */
        post: operations["moderatorTicketRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderator/tickets/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description The moderator's answer to the customer (plain text), a staff reply: the customer and the admins
         *     see it in the same thread. Files follow the customer's attachment rules (at most 5 files of
         *     5 MB: png, jpg, jpeg, gif, webp, txt, log; errors keyed `attachments.N`). The ticket becomes
         *     `answered` and read. A closed ticket takes no replies (409).
         */
        post: operations["moderatorTicketReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderator/tickets/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Closes the ticket; 409 when it is closed already. */
        post: operations["moderatorTicketClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderator/tickets/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Opens a closed ticket again (status `open`); 409 when it is not closed. */
        post: operations["moderatorTicketReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderator/tickets/{id}/attachments/{attachment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The file of an attachment of the ticket, with `Content-Disposition: attachment; filename="…"`.
         *     It needs the bearer token like every call, so the portal fetches it and saves the file.
         */
        get: operations["moderatorTicketAttachmentDownload"];
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
    "/api/customer/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description A page of the user's invoices in the billing system, newest first. 403 for users without a
         *     billing-system account and while the system does not display invoices; 422 for an unknown
         *     `status`.
         */
        get: operations["customerInvoicesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/invoices/{invoice}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One of the user's invoices with its lines and totals. 403 as for the list; 404 for an unknown invoice or another user's. */
        get: operations["customerInvoiceShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/shop/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The products customers can order, grouped by server type (categories without products are
         *     left out). 403 for users who are neither billing-system users nor admins, and for users
         *     whose shop is switched off (restriction `shop`).
         */
        get: operations["customerShopProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/shop/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Places an order in the billing system for the user's billing-system account. The billing
         *     system opens an unpaid invoice for it; `checkout_url` is where the user pays it, and the
         *     server is set up once it is paid. 403 for users without a billing-system account (admins
         *     may browse the shop but not order) or whose shop is switched off; 409 while the billing
         *     system is not set up; 422 for an unknown product, a billing cycle the product does not
         *     offer, or a promo code that is unknown, expired or not valid for the product.
         */
        post: operations["customerShopOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/settings/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in user's profile, with the preferences the session's AuthUser does not carry. */
        get: operations["settingsProfileShow"];
        put?: never;
        /**
         * @description Changes the name, the e-mail address and the time zone. The address must not belong to
         *     another account. The session's user changes with it, so the portal reads it again.
         */
        post: operations["settingsProfileUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/settings/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Which e-mails the user wants. */
        post: operations["settingsNotificationsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/settings/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Changes the password. A wrong `current_password` is a 422 on that field. Like Laravel's
         *     `logoutOtherDevices`, every other session of the user ends; the calling one stays.
         */
        post: operations["settingsPasswordUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/settings/servers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The preferences of one of the user's servers. */
        get: operations["settingsServerShow"];
        put?: never;
        /**
         * @description Saves the preferences of one of the user's servers. `display_name` renames the server in
         *     the portal. `transcoder_quality` must be one of the server's `transcoder_qualities`. A
         *     suspended server cannot be changed (409).
         */
        post: operations["settingsServerUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/settings/shared-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A page of the people the user shares servers with, by name (or e-mail address when they have none). */
        get: operations["settingsSharedUsersList"];
        put?: never;
        /**
         * @description Shares one of the user's servers with somebody: an invite goes to `email`, and the person
         *     can open `library_ids` of `server_id` once they accept it. Somebody the user already shares
         *     another server with gets this server added; somebody already on this server is a 422 on
         *     `email`. Every library must belong to the server; at least one is needed.
         */
        post: operations["settingsSharedUserCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/settings/shared-users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Sets which libraries of one server the shared user can open. `server_id` must be a server
         *     the person is shared on, and every library must belong to it; at least one is needed (to
         *     take everything away, remove the person).
         */
        post: operations["settingsSharedUserUpdate"];
        /** @description Takes the person's access to every server of the user away, their pending invites included. */
        delete: operations["settingsSharedUserDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/settings/cdn-host": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The user's own CDN host name, if any, and the CNAME target it must point at. */
        get: operations["settingsCdnHostShow"];
        put?: never;
        /**
         * @description Sets or changes the host name (a subdomain such as `media.example.com`: a CNAME cannot sit
         *     at a domain's root). A new host waits for its DNS record to be verified. 422 for a host
         *     that is not a valid subdomain, one of the platform's own, or in use by another account.
         */
        post: operations["settingsCdnHostUpdate"];
        /** @description Removes the host name; the servers are served from the platform's addresses again. */
        delete: operations["settingsCdnHostDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/settings/cdn-host/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Looks the host's CNAME record up again. A finished lookup answers 200 either way: `status`
         *     says whether the host is now active and `check_message` what the lookup found.
         */
        post: operations["settingsCdnHostVerify"];
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
        PlexToolsInvite: components["schemas"]["Invite"] & {
            server_id: number;
            server_name: string;
        };
        PlexToolsInvites: {
            /** @description The Plex account signed in with. */
            account: string;
            /** @description The user's Plex servers this account owns (claimed with it); invites are sent to these. */
            servers: components["schemas"]["PlexToolsServer"][];
            invites: components["schemas"]["PlexToolsInvite"][];
            /** @description The Plex account token: kept in memory only, sent back as `token`. */
            token: string;
        };
        PlexToolsInviteBackup: components["schemas"]["InviteBackup"] & {
            server_id: number;
            server_name: string;
        };
        PlexToolsInviteBackupDetail: components["schemas"]["PlexToolsInviteBackup"] & {
            invites: components["schemas"]["Invite"][];
        };
        /** @description One of the user's Plex servers, as the Plex tools offer it. */
        PlexToolsServer: {
            id: number;
            name: string;
            status: components["schemas"]["ServerStatus"];
        };
        /**
         * @description watch_history: watched and in-progress states; users: shared users and their access; libraries: library settings and collections.
         * @enum {string}
         */
        PlexSyncWhat: "watch_history" | "users" | "libraries";
        PlexSyncTarget: {
            server_id: number;
            server_name: string;
            /** @enum {string} */
            status: "pending" | "synced" | "failed";
            /** @description What was copied */
            message: string | null;
        };
        PlexSyncRun: {
            id: number;
            source_server_id: number;
            source_server_name: string;
            targets: components["schemas"]["PlexSyncTarget"][];
            what: components["schemas"]["PlexSyncWhat"][];
            /**
             * @description partial: some targets failed.
             * @enum {string}
             */
            status: "running" | "finished" | "partial" | "failed";
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            finished_at: string | null;
        };
        /** @description The latest sync from one server to another. */
        PlexSyncPair: {
            source_server_id: number;
            source_server_name: string;
            target_server_id: number;
            target_server_name: string;
            what: components["schemas"]["PlexSyncWhat"][];
            /** @enum {string} */
            status: "pending" | "synced" | "failed";
            /** Format: date-time */
            synced_at: string;
        };
        PlexSyncOverview: {
            servers: components["schemas"]["PlexToolsServer"][];
            pairs: components["schemas"]["PlexSyncPair"][];
            runs: components["schemas"]["PlexSyncRun"][];
        };
        PlexCollection: {
            id: number;
            server_id: number;
            library_id: number;
            library_name: string;
            name: string;
            items_count: number;
            /** @description The preset it was built from; null for a list of titles. */
            preset: string | null;
            /** Format: date-time */
            created_at: string;
        };
        PlexCollectionPreset: {
            id: string;
            name: string;
            description: string;
            /** @description The library media types it fits (movie, show, artist). */
            media_types: string[];
        };
        PlexCollections: {
            collections: components["schemas"]["PlexCollection"][];
            presets: components["schemas"]["PlexCollectionPreset"][];
        };
        PlexScan: {
            id: number;
            server_id: number;
            server_name: string;
            library_id: number;
            library_name: string;
            /** @enum {string} */
            status: "running" | "finished" | "failed";
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            finished_at: string | null;
            /** @description New titles found; null while running. */
            items_added: number | null;
            /** @description Why a scan failed. */
            message?: string | null;
        };
        CommunityInvite: {
            id: number;
            email: string;
            message?: string | null;
            /** @enum {string} */
            status: "pending" | "accepted" | "expired" | "revoked";
            /** Format: date-time */
            sent_at: string;
            /** Format: date-time */
            accepted_at: string | null;
            /** Format: date-time */
            expires_at: string;
        };
        CommunityInvites: {
            invites: components["schemas"]["CommunityInvite"][];
            /** @description How many invites may be pending at once. */
            limit: number;
            remaining: number;
        };
        CommunityCdnNode: {
            id: number;
            name: string;
            location: string;
            /** @enum {string} */
            status: "online" | "degraded" | "offline";
            /** @description null while offline. */
            load_percent: number | null;
            /** @description From the user's servers; null while offline. */
            latency_ms: number | null;
        };
        CommunityCdn: {
            nodes: components["schemas"]["CommunityCdnNode"][];
            /** @description null lets the platform choose the best node. */
            preferred_node_id: number | null;
            /** Format: date-time */
            measured_at: string;
        };
        /** @enum {string} */
        CommunityMismatchProblem: "wrong_title" | "wrong_year" | "wrong_artwork" | "wrong_episodes" | "other";
        CommunityMismatch: {
            id: number;
            server_id: number;
            server_name: string;
            library_id: number;
            library_name: string;
            title: string;
            problem: components["schemas"]["CommunityMismatchProblem"];
            details: string | null;
            correct_match: string;
            /** @enum {string} */
            status: "open" | "in_progress" | "fixed" | "rejected" | "cancelled";
            /** @description What the community team said. */
            staff_note?: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
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
            wiki_url?: string | null;
            links?: {
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
            /**
             * @description The admins' feature switches (System Settings, Feature toggles). Absent, or a feature
             *     absent from it, means on. A feature that is off is left out of the menus, its screens
             *     send the user to the dashboard and its customer calls answer 403.
             */
            features?: {
                community_center?: boolean;
                tv_schedule?: boolean;
                status_page?: boolean;
                plex_tools?: boolean;
            };
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
            /** @description Whether the server's node answers; false while it reboots. The server page waits for it after a node restart. */
            node_online?: boolean;
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
            quota: components["schemas"]["LoungeQuota"];
            categories: {
                slug: string;
                name: string;
                /** @enum {string} */
                type: "movies" | "shows";
            }[];
        };
        MediaItem: {
            id: number;
            title: string;
            /** @enum {string} */
            type: "movie" | "show";
            year: number | null;
            /** @description An image URL; null when there is no poster. */
            poster: string | null;
            overview: string | null;
            /** @description Available on the server, or where the user's request of it stands; null when neither. */
            status: components["schemas"]["LoungeRequestStatus"] | null;
            /** @description A 4K version exists. */
            uhd: boolean;
            /** @description How many seasons a show has; null for a movie. */
            seasons: number | null;
            request: components["schemas"]["LoungeRequestInfo"] | null;
            /** @description The user follows the title. */
            subscribed: boolean;
        };
        /** @description How many requests the user may still make in the current week. */
        LoungeQuota: {
            /** @enum {string} */
            period: "week";
            /** @description Null when the user has no limit. */
            limit: number | null;
            used: number;
            remaining: number | null;
            /**
             * Format: date-time
             * @description When the oldest request of the week stops counting.
             */
            resets_at: string | null;
        };
        /** @enum {string} */
        LoungeRequestStatus: "pending" | "approved" | "available" | "declined";
        /** @description The user's own request of a title, in the version the list shows. */
        LoungeRequestInfo: {
            id: number;
            status: components["schemas"]["LoungeRequestStatus"];
            uhd: boolean;
            /** @description The seasons asked for; null for a movie or every season. */
            seasons: number[] | null;
            /** Format: date-time */
            created_at: string;
        };
        LoungeRequestInput: {
            media_id: number;
            /** @enum {string} */
            type: "movie" | "show";
            uhd: boolean;
            /** @description Shows only; left out for every season. */
            seasons?: number[];
        };
        LoungeTopPlayed: {
            rank: number;
            plays: number;
            /** @description Different users who played it. */
            viewers: number;
            /** Format: date-time */
            last_played_at: string;
            media: components["schemas"]["MediaItem"];
        };
        /** @enum {string} */
        LoungeReportIssue: "wrong_audio" | "bad_quality" | "missing_episodes" | "missing_subtitles" | "wrong_title" | "other";
        LoungeMediaReport: {
            id: number;
            issue: components["schemas"]["LoungeReportIssue"];
            details: string | null;
            season: number | null;
            episode: number | null;
            /** @enum {string} */
            status: "open" | "in_progress" | "resolved" | "rejected";
            /** @description What the staff answered, in plain text. */
            reply: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            media: components["schemas"]["MediaItem"];
        };
        LoungeMediaReportInput: {
            media_id: number;
            issue: components["schemas"]["LoungeReportIssue"];
            details?: string | null;
            season?: number | null;
            episode?: number | null;
        };
        LoungeLostTitle: {
            id: number;
            server_name: string;
            library: string | null;
            /** @enum {string} */
            reason: "file_missing" | "library_removed" | "storage_failure" | "replaced";
            /** Format: date-time */
            lost_at: string;
            /** @enum {string} */
            status: "lost" | "restoring" | "restored";
            /** @description The platform holds a copy it can put back; otherwise request the title again. */
            restorable: boolean;
            media: components["schemas"]["MediaItem"];
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
                /** @description The system setting `user_request_trial`. */
                enabled?: boolean;
                /** @description The system setting `trial_duration_days`. */
                duration_days?: number;
                /** @description The system setting `trial_auto_approve`. */
                auto_approve?: boolean;
                /** @description The server types a trial can be requested for. */
                server_types?: components["schemas"]["ServerType"][];
                pending_requests?: number;
                active_trial_users?: number;
                /** @description 0 for no limit. */
                max_active_trials?: number;
                end_reminder_days?: number;
            } & {
                [key: string]: unknown;
            };
            /** @description The products offered as trials. */
            products: components["schemas"]["Product"][];
            /** @description The customer products with a server type, which can be offered as trials. */
            available_products?: components["schemas"]["Product"][];
            /** @description The newest trial accounts, at most ten. */
            recent_trials?: components["schemas"]["AdminTrialAccount"][];
        };
        DockerVariable: {
            key: string;
            value: string;
        };
        ApiClients: {
            clients: {
                id: number;
                name: string;
                /** @description The last characters of the secret */
                secret_hint?: string | null;
                created_at?: string | null;
                last_used_at?: string | null;
            }[];
            reseller_panels: {
                id: number;
                name: string;
                url?: string | null;
                reseller?: {
                    id: number;
                    name: string;
                } | null;
                created_at?: string | null;
                last_used_at?: string | null;
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
                email?: string;
                /** @description Set for a user who manages only this node; the answer then holds only that node and what is on it. */
                reseller_node?: number | null;
            };
            nodes: components["schemas"]["Node"][];
            /** @description Each node's capacity and load, keyed by `node_id`. */
            node_stats?: components["schemas"]["ResellerNodeStats"][];
            customers_count?: number;
            servers_count?: number;
            /** @description The servers on the reseller's nodes by state; `busy` counts those starting, stopping, restarting or rebuilding. */
            server_counts?: {
                running: number;
                stopped: number;
                suspended: number;
                error: number;
                busy: number;
            };
            /** @description What to act on, most urgent first. */
            attention?: components["schemas"]["ResellerAttention"][];
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
            /** @description Nodes that need attention, the most urgent first (at most 8). The parts below are each optional: a backend that leaves one out has no such part, and the portal hides its card; `null` says the server could not gather that part this time, and the portal says so in its card. */
            attention_nodes?: components["schemas"]["AdminDashboardNode"][] | null;
            /** @description The newest tickets that wait for staff (open or with a customer's reply), at most 5. */
            open_tickets?: components["schemas"]["AdminDashboardTicket"][] | null;
            /** @description The newest trial and product requests still pending, at most 5. */
            pending_trials?: components["schemas"]["AdminDashboardTrialRequest"][] | null;
            /** @description Every customer billed by hand (not through the billing system), those who owe most first. */
            manual_billing?: components["schemas"]["AdminManualBillingCustomer"][] | null;
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
        /**
         * @description `overdue`: not paid after its due date (the billing system keeps it as unpaid). Each invoice has exactly one of these.
         * @enum {string}
         */
        InvoiceStatus: "paid" | "unpaid" | "overdue" | "cancelled" | "refunded";
        Invoice: {
            /** @description The billing system's invoice id. */
            id: number;
            /** @description The number printed on the invoice, e.g. "MD-18204". */
            number: string;
            status: components["schemas"]["InvoiceStatus"];
            /**
             * Format: date
             * @description The day it was issued.
             */
            date: string;
            /** Format: date */
            due_date: string;
            /** Format: date-time */
            paid_at: string | null;
            /** @description Amount with two decimals, e.g. "108.90". */
            total: string;
            /** @description ISO 4217 code, e.g. EUR. */
            currency: string;
        };
        InvoiceLine: {
            id: number;
            description: string;
            /** @description Two decimals; negative for a discount, e.g. "-9.00". */
            amount: string;
        };
        InvoiceDetail: components["schemas"]["Invoice"] & {
            lines: components["schemas"]["InvoiceLine"][];
            /** @description The sum of the lines. */
            subtotal: string;
            tax: string;
            /** @description Percent, e.g. 21; null when no tax applies. */
            tax_rate: number | null;
            /** @description Account credit applied; `total` is subtotal + tax − credit. */
            credit: string;
            /** @description e.g. "PayPal". */
            payment_method: string | null;
            /**
             * Format: uri
             * @description Where the user pays it in the billing system; only while unpaid or overdue.
             */
            pay_url: string | null;
            /**
             * Format: uri
             * @description The invoice as a PDF from the billing system.
             */
            pdf_url: string | null;
        };
        /** @enum {string} */
        ShopBillingCycle: "monthly" | "quarterly" | "semiannually" | "annually";
        ShopPrice: {
            billing_cycle: components["schemas"]["ShopBillingCycle"];
            /** @description The amount per cycle, e.g. "26.00". */
            price: string;
        };
        /** @description A `Product` as the shop sells it; its own `price` and `billing_cycle` are the first of `prices`. */
        ShopProduct: components["schemas"]["Product"] & {
            /** @description ISO 4217 code, e.g. EUR. */
            currency: string;
            features: string[];
            /** @description Every billing cycle it can be ordered in, shortest first. */
            prices: components["schemas"]["ShopPrice"][];
            /** @description True on the product the admins preselect for its server type (listed first); absent on the others. */
            recommended?: boolean;
        };
        ShopCategory: {
            /** @description The server type (plex, emby, jellyfin), or "other". */
            key: string;
            name: string;
            description: string | null;
            products: components["schemas"]["ShopProduct"][];
        };
        ShopOrderInput: {
            product_id: number;
            billing_cycle: components["schemas"]["ShopBillingCycle"];
            promo_code?: string | null;
        };
        ShopOrder: {
            /** @description The billing system's order id. */
            order_id: number;
            /** @description The unpaid invoice the order opened. */
            invoice_id: number;
            /**
             * Format: uri
             * @description Where the user pays the order in the billing system.
             */
            checkout_url: string;
            /** @description Due now */
            total: string;
            currency: string;
        };
        SupportDepartment: {
            /** @description What a ticket's `department` holds, e.g. "Technical". */
            name: string;
            description: string;
        };
        /**
         * @description open (waiting for staff), answered (staff replied last), customer-reply (the customer replied last), closed.
         * @enum {string}
         */
        SupportTicketStatus: "open" | "answered" | "customer-reply" | "closed";
        SupportServerRef: {
            id: number;
            name: string;
        };
        SupportTicket: {
            id: number;
            subject: string;
            department: string;
            status: components["schemas"]["SupportTicketStatus"];
            server: components["schemas"]["SupportServerRef"] | null;
            /** @enum {string} */
            last_reply_by: "customer" | "staff";
            messages_count: number;
            /** @description Staff replies the customer has not opened the ticket to read since they arrived. */
            unread_replies: number;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description The last message or status change.
             */
            updated_at: string;
        };
        SupportTicketCounts: {
            /** @description Tickets that are not closed. */
            open: number;
            closed: number;
            /** @description Tickets with staff replies the customer has not read yet. */
            unread: number;
        };
        SupportAttachment: {
            id: number;
            name: string;
            /** @description Bytes. */
            size: number;
            mime: string;
            /** @description The download call's path. */
            url: string;
        };
        SupportMessage: {
            id: number;
            author: {
                name: string;
                /** @enum {string} */
                role: "customer" | "staff";
                is_you: boolean;
            };
            /** @description Plain text, or HTML (staff replies) that is sanitised before display. */
            body: string;
            /** @enum {string} */
            format: "text" | "html";
            /** Format: date-time */
            created_at: string;
            attachments: components["schemas"]["SupportAttachment"][];
        };
        SupportTicketDetail: components["schemas"]["SupportTicket"] & {
            messages: components["schemas"]["SupportMessage"][];
        };
        BufferingTestResult: {
            id: number;
            server: components["schemas"]["SupportServerRef"];
            node: {
                alias: string;
                location: string;
                status: components["schemas"]["StatusLevel"];
            };
            download_mbps: number;
            latency_ms: number;
            jitter_ms: number;
            /** @enum {string} */
            verdict: "good" | "fair" | "poor";
            /**
             * @description The best quality that should play without buffering.
             * @enum {string}
             */
            max_quality: "4k" | "1080p" | "720p" | "480p";
            /** @description The streaming quality to choose in the player. */
            recommended_bitrate_mbps: number;
            /** @description What to do, e.g. "Your connection supports 4K." */
            recommendation: string;
            /** Format: date-time */
            tested_at: string;
        };
        TvShow: {
            id: number;
            title: string;
            network: string;
            poster_url: string | null;
        };
        TvEpisode: {
            id: string;
            show: components["schemas"]["TvShow"];
            season: number;
            episode: number;
            /** @description Not always known before it airs. */
            title: string | null;
            /** Format: date-time */
            air_at: string;
            runtime_minutes: number;
            /** @description The episode is already in a library of one of the user's servers. */
            on_server: boolean;
            /** @description The user follows the show. */
            followed: boolean;
            /** @description The user's servers whose libraries have the show. */
            servers: components["schemas"]["SupportServerRef"][];
        };
        TvScheduleDay: {
            /** Format: date */
            date: string;
            episodes: components["schemas"]["TvEpisode"][];
        };
        TvSchedule: {
            /** Format: date */
            from: string;
            /**
             * Format: date
             * @description The last day of the range.
             */
            to: string;
            time_zone: string;
            /** @enum {string} */
            scope: "servers" | "followed";
            days: components["schemas"]["TvScheduleDay"][];
        };
        /** @enum {string} */
        StatusLevel: "operational" | "maintenance" | "degraded" | "outage";
        StatusService: {
            key: string;
            name: string;
            status: components["schemas"]["StatusLevel"];
            message: string | null;
            /**
             * Format: date-time
             * @description When the platform's health check last looked at it.
             */
            checked_at: string;
        };
        StatusNode: {
            id: number;
            alias: string;
            location: string;
            status: components["schemas"]["StatusLevel"];
            /** @description The last 30 days; null when the node is not monitored. */
            uptime_percent: number | null;
            /**
             * Format: date-time
             * @description When the node was last checked (by its uptime monitor
             */
            checked_at: string;
            your_servers: components["schemas"]["SupportServerRef"][];
        };
        StatusIncidentUpdate: {
            id: number;
            /** @enum {string} */
            status: "investigating" | "identified" | "monitoring" | "resolved";
            /** @description Plain text. */
            body: string;
            /** Format: date-time */
            created_at: string;
        };
        StatusIncident: {
            id: number;
            title: string;
            /** @enum {string} */
            impact: "minor" | "major" | "critical";
            /** @enum {string} */
            status: "investigating" | "identified" | "monitoring" | "resolved";
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            resolved_at: string | null;
            /** @description The names of the services and the aliases of the nodes it affects. */
            affects: string[];
            /** @description Newest first. */
            updates: components["schemas"]["StatusIncidentUpdate"][];
        };
        PlatformStatus: {
            /**
             * @description operational only when every service and node is.
             * @enum {string}
             */
            overall: "operational" | "degraded" | "outage";
            /** Format: date-time */
            updated_at: string;
            services: components["schemas"]["StatusService"][];
            nodes: components["schemas"]["StatusNode"][];
            incidents: components["schemas"]["StatusIncident"][];
        };
        SettingsProfile: {
            id: number;
            name: string;
            email: string;
            /** @description A tz database name; dates in e-mails use it. */
            timezone: string;
            notifications: components["schemas"]["SettingsNotificationPreferences"];
            /** Format: date-time */
            password_changed_at: string | null;
        };
        SettingsNotificationPreferences: {
            /** @description An e-mail when support answers one of the user's tickets. */
            ticket_replies: boolean;
            /** @description An e-mail when a server goes down, fails a backup or needs attention. */
            server_problems: boolean;
            /** @description Product news and offers, about once a month. */
            newsletter: boolean;
        };
        SettingsChoice: {
            value: string;
            label: string;
        };
        /** @enum {string} */
        SettingsWeekday: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
        /**
         * @description The most a remote stream may use, in Mbit/s; null streams in the original quality.
         * @enum {integer|null}
         */
        SettingsRemoteBitrate: null | 2 | 4 | 8 | 12 | 20;
        SettingsServerPreferences: {
            server_id: number;
            server_type: components["schemas"]["ServerType"];
            server_status: components["schemas"]["ServerStatus"];
            /** @description The server's name in the portal. */
            display_name: string;
            /** @description The media server's time zone (schedules and logs use it). */
            timezone: string;
            /** @description Install new media-server versions in the maintenance window. */
            auto_update: boolean;
            maintenance_day: components["schemas"]["SettingsWeekday"];
            /** @description Starting hour, in the server's time zone. */
            maintenance_hour: number;
            transcoder_quality: string;
            /** @description The transcoder qualities this server type offers. */
            transcoder_qualities: components["schemas"]["SettingsChoice"][];
            hardware_transcoding: boolean;
            remote_bitrate_mbps: components["schemas"]["SettingsRemoteBitrate"];
        };
        SettingsServerPreferencesInput: {
            display_name: string;
            timezone: string;
            auto_update: boolean;
            maintenance_day: components["schemas"]["SettingsWeekday"];
            maintenance_hour: number;
            transcoder_quality: string;
            hardware_transcoding: boolean;
            remote_bitrate_mbps: components["schemas"]["SettingsRemoteBitrate"];
        };
        SettingsSharedLibrary: {
            id: number;
            name: string;
            media_type: string;
            /** @description The person can open this library. */
            shared: boolean;
        };
        SettingsSharedServer: {
            server_id: number;
            server_name: string;
            server_type: components["schemas"]["ServerType"];
            /** @description Every library of the server, each saying whether the person can open it. */
            libraries: components["schemas"]["SettingsSharedLibrary"][];
        };
        /** @description Somebody the user shares servers with. */
        SettingsSharedUser: {
            id: number;
            name: string | null;
            /** @description Their name on the media server. */
            username: string | null;
            email: string;
            /**
             * @description pending until the invite is accepted.
             * @enum {string}
             */
            status: "active" | "pending";
            /**
             * Format: date-time
             * @description Their last stream or sign-in on any of the servers.
             */
            last_seen_at: string | null;
            servers: components["schemas"]["SettingsSharedServer"][];
            /** Format: date-time */
            created_at: string;
        };
        SettingsDnsRecord: {
            /** @enum {string} */
            type: "CNAME";
            /** @description The host name the record is for. */
            name: string;
            /** @description Where it points. */
            value: string;
        };
        SettingsCdnHost: {
            host: string;
            /**
             * @description pending until the DNS record is found, then active.
             * @enum {string}
             */
            status: "pending" | "active";
            record: components["schemas"]["SettingsDnsRecord"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            checked_at: string | null;
            /** Format: date-time */
            verified_at: string | null;
            /** @description What the last lookup found. */
            check_message: string | null;
        };
        SettingsCdnHostState: {
            host: components["schemas"]["SettingsCdnHost"] | null;
            /** @description Where the user's host name must point (a CNAME record). */
            cname_target: string;
        };
        /** @description A node that needs attention, as `AdminNodeSummary` has it. */
        AdminDashboardNode: {
            id: number;
            /** @description The node's alias. */
            name: string;
            /** @enum {string} */
            status: "online" | "offline" | "rebooting";
            /** @description Why it needs attention: offline, rebooting, disk, mounts, unmonitored, monitor-down; other reasons may come and are shown as they are. */
            attention: string[];
            host?: string;
            location?: string;
            server_count?: number;
        };
        /** @description A ticket that waits for staff, as `AdminTicketSummary` has it. */
        AdminDashboardTicket: {
            id: number;
            subject: string;
            /** @enum {string} */
            status: "open" | "answered" | "customer-reply" | "closed";
            /** @enum {string} */
            priority?: "low" | "medium" | "high" | "urgent";
            user?: {
                id: number;
                name: string;
                email: string;
            };
            /** @description The customer wrote last and no one on the staff has read it yet. */
            unread?: boolean;
            /** Format: date-time */
            updated_at?: string;
        };
        /** @description A pending request for a trial or a product, as `AdminTrialRequest` has it. */
        AdminDashboardTrialRequest: {
            id: number;
            /** @enum {string} */
            kind: "trial" | "product";
            name: string;
            email: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            /** Format: date-time */
            created_at: string;
            server_type?: components["schemas"]["ServerType"];
            product?: {
                id: number;
                name: string;
            } | null;
        };
        AdminManualBillingPerson: {
            id: number;
            name: string;
            email: string;
        };
        /** @description A customer billed by hand, and what they owe. */
        AdminManualBillingCustomer: {
            user: components["schemas"]["AdminManualBillingPerson"];
            /** @description ISO 4217 code, e.g. EUR. */
            currency: string;
            /** @description What they owe, two decimals; negative when the account is in credit, e.g. "-5.00". */
            balance: string;
            /** @description The part of it past its due date. */
            overdue: string;
            open_invoices: number;
            /**
             * Format: date
             * @description When the next payment falls due: the earliest open invoice not yet overdue, else the next renewal of a service.
             */
            next_due_date: string | null;
        };
        /** @enum {string} */
        AdminManualBillingPaymentMethod: "bank-transfer" | "cash" | "card" | "paypal" | "other";
        /** @description Something the customer has and pays for by hand (usually a media server). */
        AdminManualBillingService: {
            id: number;
            name: string;
            server: {
                id: number;
                name: string;
                type: components["schemas"]["ServerType"];
            } | null;
            product: {
                id: number;
                name: string;
            } | null;
            /** @description What the customer pays per cycle, two decimals; may differ from the product's list price. */
            price: string;
            billing_cycle: components["schemas"]["ShopBillingCycle"];
            /** @enum {string} */
            status: "active" | "suspended" | "cancelled";
            /**
             * Format: date
             * @description The next renewal; null once cancelled.
             */
            next_due_date: string | null;
        };
        /** @description An invoice the platform issued by hand that is not paid in full. */
        AdminManualBillingInvoice: {
            id: number;
            /** @description e.g. "MB-2026-0142". */
            number: string;
            /** @enum {string} */
            status: "unpaid" | "overdue";
            /** Format: date */
            date: string;
            /** Format: date */
            due_date: string;
            total: string;
            /** @description What is left to pay of `total`. */
            amount_due: string;
            currency: string;
            /** @description What it is for (its first line). */
            description?: string | null;
        };
        AdminManualBillingPayment: {
            id: number;
            amount: string;
            currency: string;
            method: components["schemas"]["AdminManualBillingPaymentMethod"];
            /**
             * Format: date
             * @description The day it was paid.
             */
            date: string;
            /** @description The bank transfer's reference, a receipt number. */
            reference: string | null;
            note: string | null;
            /** @description The invoices it paid, and how much of each. */
            applied: {
                invoice_id: number;
                number: string;
                amount: string;
            }[];
            /** @description What it left on the account as credit, e.g. "0.00". */
            unapplied: string;
            recorded_by: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description `credit` lowers what the customer owes, `debit` raises it; `price-change` and `product-change` move a service.
         * @enum {string}
         */
        AdminManualBillingAdjustmentKind: "credit" | "debit" | "price-change" | "product-change";
        AdminManualBillingAdjustment: {
            id: number;
            kind: components["schemas"]["AdminManualBillingAdjustmentKind"];
            /** @description A credit's or a debit's amount. */
            amount: string | null;
            reason: string;
            service: {
                id: number;
                name: string;
            } | null;
            product_before: {
                id: number;
                name: string;
            } | null;
            product_after: {
                id: number;
                name: string;
            } | null;
            price_before: string | null;
            price_after: string | null;
            recorded_by: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description A customer billed by hand — what they have, what they owe, what they paid and what was changed. */
        AdminManualBillingAccount: {
            customer: components["schemas"]["AdminManualBillingPerson"];
            currency: string;
            /** @description What they owe, two decimals: the open invoices plus debits, less credits and payments not applied to an invoice. Negative when in credit. */
            balance: string;
            overdue: string;
            /** Format: date */
            next_due_date: string | null;
            /**
             * @description How the customer usually pays.
             * @enum {string|null}
             */
            preferred_method?: "bank-transfer" | "cash" | "card" | "paypal" | "other" | null;
            /** @description What the staff noted about the arrangement. */
            notes?: string | null;
            services: components["schemas"]["AdminManualBillingService"][];
            /** @description Oldest due first. */
            open_invoices: components["schemas"]["AdminManualBillingInvoice"][];
            /** @description Newest first. */
            payments: components["schemas"]["AdminManualBillingPayment"][];
            /** @description Newest first. */
            adjustments: components["schemas"]["AdminManualBillingAdjustment"][];
            /** @description The products a service can be moved to, with their list prices. */
            products: {
                id: number;
                name: string;
                price: string;
                billing_cycle: components["schemas"]["ShopBillingCycle"];
            }[];
        };
        AdminManualBillingPaymentInput: {
            /** @description At least 0.01, two decimals at most, e.g. "41.14". */
            amount: string;
            method: components["schemas"]["AdminManualBillingPaymentMethod"];
            /**
             * Format: date
             * @description The day it was paid; not in the future.
             */
            date: string;
            reference?: string | null;
            note?: string | null;
            /** @description The open invoices to apply it to; all of them when left out, none (all credit) when empty. */
            invoice_ids?: number[];
        };
        AdminManualBillingAdjustmentInput: {
            kind: components["schemas"]["AdminManualBillingAdjustmentKind"];
            /** @description Required for a credit or a debit. */
            amount?: string | null;
            /** @description Required for a price or product change. */
            service_id?: number | null;
            /** @description Required for a product change. */
            product_id?: number | null;
            /** @description The new price: required for a price change; for a product change, the product's list price when left out. */
            price?: string | null;
            reason: string;
        };
        /** @description A user in the admin's list; the list adds what it shows when the server sends it. */
        AdminUserListItem: components["schemas"]["AdminUser"] & {
            admin?: boolean;
            /** @description How many media servers the user has. */
            server_count?: number;
            /** Format: date-time */
            created_at?: string;
        };
        AdminUserServer: {
            id: number;
            name: string;
            /** @description plex, emby or jellyfin; another type is shown as it comes. */
            type: string;
            /** @description A ServerStatus; another status is shown as it comes. */
            status: string;
            node?: components["schemas"]["AdminUserServerNode"] | null;
        };
        AdminUserServerNode: {
            id: number;
            name: string;
        };
        /** @enum {string} */
        AdminNodeStatus: "online" | "offline" | "rebooting";
        AdminNodeSummary: {
            id: number;
            /** @description The node's alias. */
            name: string;
            status: components["schemas"]["AdminNodeStatus"];
            host?: string;
            location?: string;
            server_count?: number;
            /** @description How many media servers the node is meant to host. */
            capacity?: number;
            /** @description Why the node needs an admin: offline, disk (90 % full or more), mounts (a storage mount failed its check), unmonitored. */
            attention?: string[];
            monitored?: boolean;
        };
        /** @description The node's load at its last check, in percent. */
        AdminNodeUsage: {
            cpu_percent?: number | null;
            ram_percent?: number | null;
            disk_percent?: number | null;
        };
        AdminNode: components["schemas"]["AdminNodeSummary"] & {
            ip?: string | null;
            ssh_port?: number | null;
            notes?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            usage?: components["schemas"]["AdminNodeUsage"];
            /** Format: date-time */
            last_reboot_at?: string | null;
            /** @description The reseller who owns the node, if one does. */
            reseller?: {
                id: number;
                name: string;
            } | null;
        };
        AdminNodeInput: {
            /** @description The alias: lower-case letters, digits and dashes (fsn-05). */
            name: string;
            /** @description The host name the platform reaches the node at. */
            host: string;
            location?: string | null;
            ssh_port?: number | null;
            /** @description An IPv4 or IPv6 address. */
            ip?: string | null;
            /** @description How many media servers it may host. */
            capacity?: number | null;
            notes?: string | null;
        };
        /** @enum {string} */
        AdminContainerStatus: "running" | "exited" | "restarting" | "paused" | "created";
        AdminContainer: {
            id: number;
            name: string;
            image: string;
            status: components["schemas"]["AdminContainerStatus"];
            /** @enum {string} */
            kind: "media-server" | "system";
            /** @description The media server the container runs; null for the platform's own. */
            server_id: number | null;
            /** @description The media server's owner. */
            user: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            created_at?: string | null;
        };
        /** @description The admin who asked for something on a node. */
        AdminNodeRequester: {
            id: number;
            name: string;
        };
        AdminNodeScript: {
            /** @description The key to run it by, e.g. "clear-transcodes". */
            id: string;
            name: string;
            description?: string | null;
            /** @description The shell command it runs on the node. */
            command?: string;
            /** @description Whether the media servers on the node stall or restart while it runs. */
            disruptive?: boolean;
            /** @description The node's newest process of this script; null when it never ran here. */
            last_run?: components["schemas"]["Process"] | null;
        };
        /**
         * @description `completed`: the node answered again; `timed-out`: it did not within 15 minutes and needed a hand; `in-progress`: it is rebooting.
         * @enum {string}
         */
        AdminNodeRebootOutcome: "completed" | "timed-out" | "in-progress";
        AdminNodeReboot: {
            id: number;
            /** @description The admin who asked; null when the node rebooted by itself (an unattended kernel update, the watchdog) or the log does not say. */
            requested_by?: components["schemas"]["AdminNodeRequester"] | null;
            reason?: string | null;
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            back_online_at?: string | null;
            /** @description From going down until answering again; null while it reboots. */
            duration_seconds?: number | null;
            outcome: components["schemas"]["AdminNodeRebootOutcome"];
        };
        /** @enum {string} */
        AdminNodeExtractionStatus: "running" | "completed" | "failed";
        AdminNodeExtraction: {
            id: number;
            /** @description The archive's path on the node. */
            archive: string;
            /** @description The folder it is extracted into. */
            target: string;
            /** @description The archive's size. */
            size_bytes?: number | null;
            status: components["schemas"]["AdminNodeExtractionStatus"];
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            finished_at?: string | null;
            /** @description The admin who asked; null for the nightly imports and when the log does not say. */
            requested_by?: components["schemas"]["AdminNodeRequester"] | null;
            /** @description What tar said when it failed. */
            error?: string | null;
            /** @description The process that ran it. */
            process_id?: number | null;
        };
        AdminNodeImage: {
            id: number;
            /** @description Docker's short image id, e.g. "4f1c0f5d0b7e". */
            image_id?: string;
            repository: string;
            tag: string;
            size_bytes: number;
            /**
             * Format: date-time
             * @description When the image was built.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the node pulled it.
             */
            pulled_at?: string | null;
            /** @description The containers on the node that use it. */
            containers: {
                id: number;
                name: string;
            }[];
        };
        AdminContainerDetail: components["schemas"]["AdminContainer"] & {
            node?: {
                id: number;
                name: string;
            };
            /** @description The media server the container runs; null for the platform's own. */
            server?: {
                id: number;
                name: string;
                type: components["schemas"]["ServerType"];
                status: components["schemas"]["ServerStatus"];
            } | null;
            ports?: {
                container_port: number;
                /** @description Null when the port is not published on the node. */
                host_port?: number | null;
                /** @enum {string} */
                protocol: "tcp" | "udp";
            }[];
            volumes?: {
                /** @description The path on the node. */
                source: string;
                /** @description The path in the container. */
                destination: string;
                read_only?: boolean;
            }[];
            /** @description The names of its environment variables; their values never leave the node. */
            env?: string[];
            /** @description How often its restart policy restarted it. */
            restart_count?: number;
            /**
             * Format: date-time
             * @description Null while it is not running.
             */
            started_at?: string | null;
            /** @description The invites of the media server it runs; null for the platform's own containers. */
            invites?: components["schemas"]["AdminContainerInvite"][] | null;
            /** @description Its latest log lines, oldest first. */
            logs?: {
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                stream?: "stdout" | "stderr";
                line: string;
            }[];
        };
        AdminContainerInvite: {
            id: number;
            email?: string | null;
            username?: string | null;
            /** @description The person's name as the server's owner saved it. */
            name?: string | null;
            /** @description pending, accepted, declined, revoked or expired; a media server may report another. */
            status: string;
            /** @description The libraries of the server it opens. */
            libraries?: {
                id: number;
                name: string;
            }[];
            /** Format: date-time */
            created_at?: string | null;
            /**
             * Format: date-time
             * @description Until when a pending invite can be accepted; null for the others.
             */
            expires_at?: string | null;
            /** Format: date-time */
            resent_at?: string | null;
            /** @description The server's owner, who sent it. */
            invited_by?: components["schemas"]["AdminNodeRequester"] | null;
            server?: {
                id: number;
                name: string;
                type: components["schemas"]["ServerType"];
            };
        };
        /** @description A record a service points to (its owner, node or product), with what a list shows of it. */
        AdminServiceRef: {
            id: number;
            name: string;
        };
        /** @description A customer's service as admins see it across the platform. */
        AdminService: {
            id: number;
            name: string;
            type: components["schemas"]["ServerType"];
            status: components["schemas"]["ServerStatus"];
            /** @description The media server's public address. */
            url?: string | null;
            /** @description The owner. */
            user?: (components["schemas"]["AdminServiceRef"] & {
                email?: string;
            }) | null;
            node?: components["schemas"]["AdminServiceRef"] | null;
            /** @description The product it is billed as; null for a trial or a server without one. */
            product?: components["schemas"]["AdminServiceRef"] | null;
            billing_cycle?: components["schemas"]["ShopBillingCycle"] | null;
            /**
             * Format: date
             * @description The next invoice's due date (a calendar day), while billed.
             */
            next_due_date?: string | null;
            /** Format: date-time */
            created_at?: string;
        };
        AdminServiceFilters: {
            nodes: components["schemas"]["AdminServiceRef"][];
        };
        AdminProductRef: {
            key: string;
            name: string;
        };
        /** @description What a service of the product gets; null where the product sets no limit. */
        AdminProductResources: {
            storage_gb?: number | null;
            max_streams?: number | null;
            ram_gb?: number | null;
        };
        /** @description A `Product` as admins manage it. */
        AdminProduct: components["schemas"]["Product"] & {
            category?: components["schemas"]["AdminProductRef"] | null;
            type?: components["schemas"]["AdminProductRef"] | null;
            /** @description The product's id in WHMCS. */
            whmcs_product_id?: number | null;
            resources?: components["schemas"]["AdminProductResources"];
            trial_available?: boolean;
            /** @description Listed in the shop; a hidden product is ordered through its link only. */
            visible?: boolean;
            /** @description Can be ordered; an inactive product keeps its services. */
            active?: boolean;
            /** @description The services billed as this product. */
            services_count?: number;
        };
        AdminProductCategory: {
            /** @description The category in addresses and calls, e.g. "media-servers". */
            key: string;
            name: string;
            description?: string | null;
            products_count?: number;
        };
        AdminProductType: {
            /** @description The type in addresses and calls, e.g. "plex" or "storage-4tb". */
            key: string;
            name: string;
            description?: string | null;
            /** @description The media server a product of this type runs, if any. */
            server_type?: components["schemas"]["ServerType"] | null;
            defaults?: components["schemas"]["AdminProductResources"];
        };
        AdminProductInput: {
            /** @description Unique among the products. */
            name: string;
            description?: string | null;
            /** @description An amount with up to two decimals, e.g. "12.00". */
            price: string;
            billing_cycle: components["schemas"]["ShopBillingCycle"];
            /** @description Unique among the products. */
            whmcs_product_id?: number | null;
            storage_gb?: number | null;
            max_streams?: number | null;
            ram_gb?: number | null;
            trial_available?: boolean;
            visible?: boolean;
            /** @description Kept as it is when absent; a new product is active. */
            active?: boolean;
        };
        AdminProductCreateInput: {
            category: string;
            type: string;
        } & components["schemas"]["AdminProductInput"];
        /** @enum {string} */
        AdminTicketPriority: "low" | "medium" | "high" | "urgent";
        AdminTicketCustomer: {
            id: number;
            name: string;
            email: string;
        };
        AdminTicketStaffRef: {
            id: number;
            name: string;
        };
        AdminTicketSummary: {
            id: number;
            subject: string;
            status: components["schemas"]["SupportTicketStatus"];
            priority?: components["schemas"]["AdminTicketPriority"];
            department?: string;
            /** @description The customer; absent when the account is gone. */
            user?: components["schemas"]["AdminTicketCustomer"];
            /** @description The staff member the ticket is assigned to; null when nobody has it. */
            assignee?: components["schemas"]["AdminTicketStaffRef"] | null;
            /** @description The customer wrote since the staff last read the ticket. */
            unread?: boolean;
            messages_count?: number;
            /** Format: date-time */
            created_at?: string;
            /**
             * Format: date-time
             * @description The last message or status change.
             */
            updated_at?: string;
        };
        AdminTicketMessage: {
            id: number;
            author: {
                id?: number | null;
                name: string;
                /** @enum {string} */
                role: "customer" | "staff";
            };
            /** @description Plain text, or HTML (staff replies written in the help desk) that is sanitised before display. */
            body: string;
            /** @enum {string} */
            format: "text" | "html";
            /** Format: date-time */
            created_at: string;
            attachments: components["schemas"]["SupportAttachment"][];
        };
        AdminTicketNote: {
            id: number;
            author: components["schemas"]["AdminTicketStaffRef"] | null;
            /** @description Plain text. */
            body: string;
            /** Format: date-time */
            created_at: string;
        };
        AdminTicketDetail: components["schemas"]["AdminTicketSummary"] & {
            /** @description The customer's server the ticket is about, if any. */
            server?: components["schemas"]["SupportServerRef"] | null;
            /**
             * Format: date-time
             * @description When the staff last read the ticket; the customer's messages after it are new.
             */
            last_read_at?: string | null;
            messages: components["schemas"]["AdminTicketMessage"][];
            /** @description Internal notes, oldest first; only the staff sees them. */
            notes: components["schemas"]["AdminTicketNote"][];
        };
        AdminTicketAnswer: {
            success: boolean;
            message?: string;
            data: components["schemas"]["AdminTicketDetail"];
        };
        AdminTicketAssignee: {
            id: number;
            name: string;
            email?: string;
            /** @enum {string} */
            role: "admin" | "moderator";
            /** @description Tickets assigned to them that are not closed. */
            open_tickets?: number;
        };
        /** @enum {string} */
        TrialRequestStatus: "pending" | "approved" | "rejected";
        /**
         * @description `trial`: a guest asked through the public form; `product`: a customer asked to try a product.
         * @enum {string}
         */
        TrialRequestKind: "trial" | "product";
        TrialRequestRef: {
            id: number;
            name: string;
        };
        TrialRequestCustomer: {
            id: number;
            name: string;
            email: string;
        };
        AdminTrialRequest: {
            id: number;
            kind: components["schemas"]["TrialRequestKind"];
            name: string;
            email: string;
            status: components["schemas"]["TrialRequestStatus"];
            /** Format: date-time */
            created_at: string;
            server_type?: components["schemas"]["ServerType"];
            /** @description The product asked for (kind product), or the one the trial was approved with. */
            product?: components["schemas"]["TrialRequestRef"] | null;
            message?: string | null;
        };
        AdminTrialRequestDetail: components["schemas"]["AdminTrialRequest"] & {
            /** @description The customer who asked (kind product). */
            user?: components["schemas"]["TrialRequestCustomer"] | null;
            /** Format: date-time */
            decided_at?: string | null;
            /** @description The admin who approved or rejected it. */
            decided_by?: components["schemas"]["TrialRequestRef"] | null;
            /** @description Why it was rejected. */
            reason?: string | null;
            /**
             * Format: date-time
             * @description When an approved trial ends.
             */
            trial_ends_at?: string | null;
            /** @description The trial product the product settings name for the request's server type; approving without a product uses it. */
            suggested_product_id?: number | null;
        };
        ProcessNode: {
            id: number;
            alias: string;
        };
        /** @description The title a request or a report is about. */
        AdminRequestMedia: {
            id: number;
            title: string;
            /** @enum {string} */
            type: "movie" | "show";
            year?: number | null;
            poster?: string | null;
            /** @description The title is on the servers. */
            available?: boolean;
        };
        AdminRequestUser: {
            id: number;
            name: string;
            email: string;
        };
        /** @description A customer's request for a title, as the staff see it. */
        AdminMediaRequest: {
            id: number;
            status: components["schemas"]["LoungeRequestStatus"];
            uhd: boolean;
            /** @description The seasons asked for; null for a movie or every season. */
            seasons?: number[] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at?: string | null;
            media: components["schemas"]["AdminRequestMedia"];
            user: components["schemas"]["AdminRequestUser"];
        };
        AdminRequestsOverview: {
            pending_movies: number;
            pending_shows: number;
            /** @description Approved requests not yet available. */
            approved?: number;
            /** @description Reports that are open or in progress. */
            open_reports: number;
            /** @description Requests made in the last seven days. */
            last_week: {
                movies: number;
                shows: number;
            };
        };
        /** @enum {string} */
        AdminMediaReportStatus: "open" | "in_progress" | "resolved" | "rejected";
        /** @description A customer's report of a problem with a title, as the staff see it. */
        AdminMediaReport: {
            id: number;
            issue: components["schemas"]["LoungeReportIssue"];
            details?: string | null;
            season?: number | null;
            episode?: number | null;
            status: components["schemas"]["AdminMediaReportStatus"];
            /** @description What the staff answered, in plain text; the customer sees it. */
            reply?: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at?: string | null;
            media: components["schemas"]["AdminRequestMedia"];
            user: components["schemas"]["AdminRequestUser"];
        };
        /**
         * @description Who may request 4K versions: everyone, customers (not trial accounts), contributors only, or nobody.
         * @enum {string}
         */
        AdminUhdAudience: "everyone" | "customers" | "contributors" | "nobody";
        AdminRequestRules: {
            /** @description Requests a customer may make in seven days. */
            weekly_limit: number;
            /** @description Requests a trial account may make in seven days. */
            trial_weekly_limit: number;
            /** @description The most seasons one show request may ask for; null for every season. */
            max_seasons?: number | null;
            uhd_requests?: components["schemas"]["AdminUhdAudience"];
            auto_approve_contributors?: boolean;
            /** @description How many users have a limit of their own. */
            overrides?: number;
            /** Format: date-time */
            updated_at?: string | null;
        };
        AdminRequestOverride: {
            id: number;
            user: {
                id: number;
                name: string;
                email?: string;
                is_trial?: boolean;
            };
            weekly_limit: number;
            note?: string | null;
            /** Format: date-time */
            created_at?: string;
        };
        /**
         * @description What the contributor did: added a title, upgraded it to 4K, or fixed it (wrong file, missing episodes, subtitles).
         * @enum {string}
         */
        AdminContributionKind: "added" | "upgraded" | "fixed";
        AdminContribution: {
            id: number;
            title: string;
            kind: components["schemas"]["AdminContributionKind"];
            /** @enum {string} */
            media_type?: "movie" | "show";
            /** @description The contributor; null when the account is gone. */
            user?: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            created_at: string;
        };
        AdminContributionTotals: {
            all: number;
            added?: number;
            upgraded?: number;
            fixed?: number;
        };
        AdminContributor: {
            id: number;
            name: string;
            total: number;
            /** Format: date-time */
            last_at?: string | null;
        };
        AdminLibraryMap: {
            id: number;
            /** @enum {string} */
            request_type: "movie" | "movie_4k" | "show" | "show_4k";
            /** @enum {string} */
            server_type: "plex" | "emby" | "jellyfin";
            /** @description The library's name on the customer's server. */
            library: string;
            /** @description The library's folder. */
            path: string;
            /** Format: date-time */
            updated_at?: string | null;
        };
        AdminMediaType: {
            id: number;
            name: string;
            slug: string;
            enabled: boolean;
            /**
             * @description The library map its requests follow.
             * @enum {string}
             */
            maps_to: "movie" | "movie_4k" | "show" | "show_4k";
        };
        AdminMediaTypeInput: {
            name: string;
            slug: string;
            enabled: boolean;
            /** @enum {string} */
            maps_to: "movie" | "movie_4k" | "show" | "show_4k";
        };
        AdminRequestSettings: {
            request_lounge: boolean;
            ombi_url?: string | null;
            ombi_menu_name?: string | null;
        };
        /** @enum {string} */
        AdminRequestStatsPeriod: "30d" | "12w" | "12m";
        /** @description The requests made in one day, week or month of the period. */
        AdminRequestStatsBucket: {
            /**
             * Format: date
             * @description First day of the step (YYYY-MM-DD, UTC).
             */
            start: string;
            movies: number;
            shows: number;
            /** @description Of these, requests for the 4K version. */
            uhd?: number;
        };
        AdminRequestStats: {
            period: components["schemas"]["AdminRequestStatsPeriod"];
            /**
             * Format: date-time
             * @description Start of the first step.
             */
            from: string;
            /**
             * Format: date-time
             * @description When the statistics were made.
             */
            to: string;
            buckets: components["schemas"]["AdminRequestStatsBucket"][];
            totals: {
                requests: number;
                movies: number;
                shows: number;
                uhd?: number;
                /** @description Customers who made at least one request. */
                requesters?: number;
                /** @description Requests in the period of the same length before this one. */
                previous_requests?: number;
            };
            /** @description How the period's requests stand now. */
            outcomes?: {
                pending: number;
                approved: number;
                declined: number;
                available: number;
            };
            /** @description How long the period's available requests took from being asked for to being available. */
            fulfilment?: {
                /** @description Requests fulfilled. */
                count: number;
                /** @description Null when none was fulfilled. */
                average_hours?: number | null;
                median_hours?: number | null;
            };
            top_titles?: {
                media_id: number;
                title: string;
                /** @enum {string} */
                type?: "movie" | "show";
                year?: number | null;
                requests: number;
                uhd?: number;
            }[];
            top_requesters?: {
                user: {
                    id: number;
                    name: string;
                    email?: string;
                };
                requests: number;
                available?: number;
            }[];
        };
        /**
         * @description live: active and within its dates; scheduled: active, starts later; expired: its end has passed; inactive: switched off.
         * @enum {string}
         */
        AdminMessageState: "live" | "scheduled" | "expired" | "inactive";
        /**
         * @description Who is aimed at: everybody, the customers with a server of `server_type`, those with a server on `node_id`, trial accounts, resellers, or the chosen `users`.
         * @enum {string}
         */
        AdminMessageAudience: "everybody" | "server-type" | "node" | "trial" | "resellers" | "users";
        AdminMessageUser: {
            id: number;
            name: string;
            email: string;
        };
        AdminMessageTargeting: {
            audience: components["schemas"]["AdminMessageAudience"];
            server_type?: components["schemas"]["ServerType"] | null;
            /** @description The node aimed at (audience `node`). */
            node?: {
                id: number;
                name: string;
            } | null;
            users?: components["schemas"]["AdminMessageUser"][];
            /**
             * Format: date-time
             * @description Shown from then on; null from now.
             */
            starts_at: string | null;
            /**
             * Format: date-time
             * @description Shown until then; null without end.
             */
            ends_at: string | null;
            active: boolean;
            state?: components["schemas"]["AdminMessageState"];
            /** Format: date-time */
            created_at?: string;
        };
        AdminMessageTargetingInput: {
            audience: components["schemas"]["AdminMessageAudience"];
            /** @description plex, emby or jellyfin; required for the audience `server-type`. */
            server_type?: string | null;
            /** @description Required for the audience `node`. */
            node_id?: number | null;
            /** @description The chosen users' e-mail addresses, separated by commas or lines; required for the audience `users`. */
            user_emails?: string | null;
            /** Format: date-time */
            starts_at?: string | null;
            /**
             * Format: date-time
             * @description After `starts_at`.
             */
            ends_at?: string | null;
            active: boolean;
        };
        /** @enum {string} */
        AlertLevel: "info" | "success" | "warning" | "danger";
        AdminAlert: {
            id: number;
            text: string;
            level: components["schemas"]["AlertLevel"];
            link_url?: string | null;
            link_text?: string | null;
            dismissible: boolean;
            dismissed_count?: number;
        } & components["schemas"]["AdminMessageTargeting"];
        AdminAlertInput: {
            text: string;
            level: components["schemas"]["AlertLevel"];
            link_url?: string | null;
            link_text?: string | null;
            dismissible: boolean;
        } & components["schemas"]["AdminMessageTargetingInput"];
        /** @enum {string} */
        PopupType: "info" | "success" | "warning" | "error";
        AdminPopup: {
            id: number;
            title: string;
            /** @description HTML, sanitised before display. */
            body: string;
            type: components["schemas"]["PopupType"];
            confirm_read: boolean;
            seen_count?: number;
        } & components["schemas"]["AdminMessageTargeting"];
        AdminPopupInput: {
            title: string;
            body: string;
            type: components["schemas"]["PopupType"];
            confirm_read: boolean;
        } & components["schemas"]["AdminMessageTargetingInput"];
        /**
         * @description The customer page a block sits on top of.
         * @enum {string}
         */
        CustomerPageKey: "dashboard" | "shop" | "support" | "community-center" | "request-lounge" | "status" | "billing";
        AdminContentBlock: {
            id: number;
            name: string;
            page: components["schemas"]["CustomerPageKey"];
            /** @description HTML, sanitised before display. */
            html: string;
            active: boolean;
            /** Format: date-time */
            updated_at?: string;
        };
        AdminContentBlockInput: {
            /** @description Unique among the blocks. */
            name: string;
            page: components["schemas"]["CustomerPageKey"];
            html: string;
            active: boolean;
        };
        AdminUserInteractionOverview: {
            alerts: components["schemas"]["AdminAlert"][];
            popups: components["schemas"]["AdminPopup"][];
            /** @description The active blocks. */
            blocks: components["schemas"]["AdminContentBlock"][];
            /** @description Alerts and popups that start later. */
            scheduled_count?: number;
            /** @description The newest announcement customers see, if any. */
            announcement?: {
                id: number;
                header: string;
                created_at?: string | null;
            } | null;
            /** @description The last e-mail sent to customers, if any. */
            last_email?: {
                subject: string;
                sent_at?: string | null;
                recipients?: number | null;
            } | null;
        };
        AdminAnnouncement: {
            id: number;
            header: string;
            /** @description HTML, sanitised before display. */
            content: string;
            /** @enum {string} */
            size: "sm" | "md" | "lg" | "xl";
            published: boolean;
            /** @enum {string} */
            status: "live" | "scheduled" | "past" | "draft";
            /**
             * Format: date-time
             * @description Shown from then on; null from publishing on.
             */
            starts_at?: string | null;
            /**
             * Format: date-time
             * @description Shown until then; null without an end.
             */
            ends_at?: string | null;
            /** Format: date-time */
            published_at?: string | null;
            /** Format: date-time */
            created_at?: string;
            /** Format: date-time */
            updated_at?: string;
            /** @description How many customers marked it read. */
            read_count?: number;
            /** @description How many customers there are */
            customer_count?: number;
        };
        AdminAnnouncementInput: {
            header: string;
            /** @description HTML. */
            content: string;
            /** @enum {string} */
            size: "sm" | "md" | "lg" | "xl";
            published: boolean;
            /** Format: date-time */
            starts_at?: string | null;
            /**
             * Format: date-time
             * @description After `starts_at` (and after now when published).
             */
            ends_at?: string | null;
        };
        /** @description Who receives an e-mail: `everybody` (every customer), `server-type` (owners of a server of `server_type`), `node` (owners of a server on `node_id`), `trial` (trial accounts), `resellers`, or `users` (the customers with the addresses in `emails`). Admins are never in an audience. */
        AdminEmailAudience: {
            /** @enum {string} */
            group: "everybody" | "server-type" | "node" | "trial" | "resellers" | "users";
            /** @enum {string} */
            server_type?: "plex" | "emby" | "jellyfin";
            node_id?: number;
            emails?: string[];
        };
        AdminEmailInput: components["schemas"]["AdminEmailAudience"] & {
            subject: string;
            /** @description HTML. */
            body: string;
        };
        AdminSentEmail: {
            id: number;
            subject: string;
            /** @description HTML, sanitised before display. */
            body?: string;
            /** @enum {string} */
            group: "everybody" | "server-type" | "node" | "trial" | "resellers" | "users";
            server_type?: components["schemas"]["ServerType"] | null;
            node?: components["schemas"]["AdminEmailNode"] | null;
            recipient_count: number;
            /** Format: date-time */
            sent_at: string;
            sent_by?: components["schemas"]["AdminEmailSender"] | null;
        };
        AdminEmailNode: {
            id: number;
            name: string;
        };
        AdminEmailSender: {
            id: number;
            name: string;
        };
        AdminAppSystem: {
            app_name: string;
            app_version: string;
            logo: components["schemas"]["ImageSetting"];
            icon: components["schemas"]["ImageSetting"];
            /** @description The largest logo or icon accepted, in KB. */
            max_image_kb?: number;
        };
        AdminDeploymentInput: {
            /** @enum {string} */
            node_selection: "least-servers" | "most-free-space" | "round-robin" | "fixed";
            default_node_id?: number | null;
            default_location?: string | null;
            plex_image_tag: string;
            emby_image_tag: string;
            jellyfin_image_tag: string;
            /** @enum {string} */
            backup_schedule: "off" | "daily" | "weekly";
            /** @description HH:MM, UTC; required unless the schedule is off. */
            backup_time?: string | null;
            backup_retention_days: number;
            name_pattern: string;
        };
        AdminDeploymentSettings: {
            /** @enum {string} */
            node_selection: "least-servers" | "most-free-space" | "round-robin" | "fixed";
            default_node_id: number | null;
            default_location: string | null;
            plex_image_tag: string;
            emby_image_tag: string;
            jellyfin_image_tag: string;
            /** @enum {string} */
            backup_schedule: "off" | "daily" | "weekly";
            backup_time: string | null;
            backup_retention_days: number;
            name_pattern: string;
            /** @description The nodes a fixed choice can name. */
            nodes?: {
                id: number;
                name: string;
                location?: string | null;
            }[];
            /** @description The locations of the nodes. */
            locations?: string[];
            /** Format: date-time */
            updated_at?: string | null;
        };
        AdminBillingInput: {
            whmcs_display_user_invoices: boolean;
            /** @enum {string} */
            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
            tax_enabled: boolean;
            /** @description Required when tax is enabled. */
            tax_name?: string | null;
            /** @description Percent; required when tax is enabled. */
            tax_rate?: number | null;
            prices_include_tax?: boolean;
            invoice_due_days: number;
            grace_period_days: number;
            /** @enum {string} */
            past_due_action: "notify" | "suspend" | "stop";
            reminder_days_before_due: number;
        };
        AdminBillingSettings: {
            whmcs_display_user_invoices: boolean;
            currency: string;
            tax_enabled: boolean;
            tax_name: string | null;
            tax_rate: number | null;
            prices_include_tax: boolean;
            invoice_due_days: number;
            grace_period_days: number;
            /** @enum {string} */
            past_due_action: "notify" | "suspend" | "stop";
            reminder_days_before_due: number;
            /** Format: date-time */
            updated_at?: string | null;
        };
        AdminTrialSettingsInput: {
            /** @description The system setting `user_request_trial`. */
            enabled: boolean;
            /** @description The system setting `trial_duration_days`. */
            duration_days: number;
            /** @description The system setting `trial_auto_approve`. */
            auto_approve: boolean;
            server_types: components["schemas"]["ServerType"][];
            /** @description 0 for no limit. */
            max_active_trials: number;
            end_reminder_days?: number;
            product_ids: number[];
        };
        AdminTrialAccount: {
            id: number;
            name: string;
            email: string;
            /** Format: date-time */
            started_at?: string | null;
            /** Format: date-time */
            ends_at?: string | null;
        };
        /** @enum {string} */
        AdminAttachmentExtension: "png" | "jpg" | "jpeg" | "gif" | "webp" | "pdf" | "txt" | "log" | "zip";
        AdminSupportSettings: {
            /** @description The departments customers choose from when they open a ticket, in this order. */
            departments: string[];
            default_priority: components["schemas"]["AdminTicketPriority"];
            /** @description Answered tickets with no customer reply for this many days are closed; 0 never. */
            auto_close_days: number;
            /** @description Files per message. */
            max_attachments: number;
            /** @description Megabytes per file. */
            max_attachment_mb: number;
            allowed_extensions: components["schemas"]["AdminAttachmentExtension"][];
            auto_reply_enabled: boolean;
            /** @description Sent to the customer when a ticket is opened. */
            auto_reply_text?: string | null;
            /** @description Shown to customers beside the ticket form. */
            office_hours?: string | null;
            /** @description E-mail the staff address about every new ticket. */
            notify_staff: boolean;
            /** Format: email */
            notify_email?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
        };
        AdminSupportSettingsInput: {
            departments: string[];
            default_priority: components["schemas"]["AdminTicketPriority"];
            auto_close_days: number;
            max_attachments: number;
            max_attachment_mb: number;
            allowed_extensions: components["schemas"]["AdminAttachmentExtension"][];
            auto_reply_enabled: boolean;
            auto_reply_text?: string | null;
            office_hours?: string | null;
            notify_staff: boolean;
            /** Format: email */
            notify_email?: string | null;
        };
        AdminFeatureToggles: {
            /** @description New customers can sign up with an invite key. */
            user_invite_keys: boolean;
            /** @description Visitors can request a trial from the sign-in page. */
            user_request_trial: boolean;
            /** @description The request lounge is in the customer menu; when off, the external link, if any. */
            request_lounge: boolean;
            /** @description The community center (shared invites */
            community_center: boolean;
            /** @description The TV schedule of the shows on the customer's servers. */
            tv_schedule: boolean;
            /** @description The status page with the nodes' health and incidents. */
            status_page: boolean;
            /** @description Plex tools (invite backups */
            plex_tools: boolean;
            /** Format: date-time */
            updated_at?: string | null;
        };
        AdminFeatureTogglesInput: {
            user_invite_keys?: boolean;
            user_request_trial?: boolean;
            request_lounge?: boolean;
            community_center?: boolean;
            tv_schedule?: boolean;
            status_page?: boolean;
            plex_tools?: boolean;
        };
        AdminProductTypeSettings: {
            /** @description Customers can order servers of this type. */
            sold: boolean;
            /** @description Preselected in the shop and used for invites without a product. */
            default_product_id: number | null;
            /** @description What an approved trial of this type runs on. */
            trial_product_id: number | null;
        };
        AdminProductSettingsChoice: {
            id: number;
            name: string;
            server_type: components["schemas"]["ServerType"];
            trial_available?: boolean;
            active?: boolean;
        };
        /** @enum {string} */
        AdminShopOrder: "position" | "price_asc" | "price_desc" | "name";
        AdminProductSettings: {
            types: {
                plex: components["schemas"]["AdminProductTypeSettings"];
                emby: components["schemas"]["AdminProductTypeSettings"];
                jellyfin: components["schemas"]["AdminProductTypeSettings"];
            };
            shop_order: components["schemas"]["AdminShopOrder"];
            /** @description The customer products with a server type, to choose defaults and trials from. */
            products?: components["schemas"]["AdminProductSettingsChoice"][];
            /** Format: date-time */
            updated_at?: string | null;
        };
        AdminProductSettingsInput: {
            types: {
                plex: components["schemas"]["AdminProductTypeSettings"];
                emby: components["schemas"]["AdminProductTypeSettings"];
                jellyfin: components["schemas"]["AdminProductTypeSettings"];
            };
            shop_order: components["schemas"]["AdminShopOrder"];
        };
        /** @enum {string} */
        AdminExportKind: "users" | "servers" | "invoices";
        /** @enum {string} */
        AdminExportStatus: "queued" | "running" | "done" | "failed";
        /** @description Filters of the export; which apply depends on the kind. */
        AdminExportFilters: {
            /**
             * @description Users only.
             * @enum {string}
             */
            role?: "admin" | "moderator" | "contributor" | "trial" | "customer";
            server_type?: components["schemas"]["ServerType"];
            /** @description Servers: a server status; invoices: paid, unpaid, overdue, cancelled or refunded. */
            status?: string;
        };
        AdminExportJob: {
            id: number;
            kind: components["schemas"]["AdminExportKind"];
            status: components["schemas"]["AdminExportStatus"];
            progress: number;
            rows: number;
            file_name: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            finished_at?: string | null;
            filters?: components["schemas"]["AdminExportFilters"];
            /** @description Why a failed export failed. */
            error?: string | null;
            requested_by?: components["schemas"]["AdminExportRequester"];
        };
        AdminExportRequester: {
            id: number;
            name: string;
        };
        AdminExportInput: {
            kind: components["schemas"]["AdminExportKind"];
            filters?: components["schemas"]["AdminExportFilters"];
        };
        AdminIntegrationStatus: {
            /** @description One of the integration keys (plex, emby, jellyfin, docker, ...). */
            key: string;
            configured: boolean;
            enabled?: boolean;
            /** @description The outcome of the last check; null when never checked. */
            healthy: boolean | null;
            /** Format: date-time */
            checked_at: string | null;
            message?: string | null;
            /** @description Whether a connection test makes sense for it. */
            testable?: boolean;
        };
        AdminIntegrationCheck: {
            healthy: boolean | null;
            /** Format: date-time */
            checked_at: string | null;
            message?: string | null;
        };
        AdminIntegrationValue: string | number | boolean | null | string[];
        AdminIntegrationSettings: {
            key: string;
            values: {
                [key: string]: components["schemas"]["AdminIntegrationValue"];
            };
            /** @description Whether each secret is set; the secrets themselves never leave the server. */
            secrets: {
                [key: string]: boolean;
            };
            enabled?: boolean;
            check?: components["schemas"]["AdminIntegrationCheck"];
        };
        AdminIntegrationSettingsInput: {
            values?: {
                [key: string]: components["schemas"]["AdminIntegrationValue"];
            };
            /** @description Only the secrets that change; a string replaces, null removes. */
            secrets?: {
                [key: string]: string | null;
            };
            enabled?: boolean;
        };
        AdminDockerEnvVar: {
            key: string;
            value: string;
        };
        AdminDockerService: {
            id: number;
            name: string;
            /** @description The repository */
            image: string;
            tag: string;
            description?: string | null;
            server_types: components["schemas"]["ServerType"][];
            env?: components["schemas"]["AdminDockerEnvVar"][];
            /** @description Port mappings as docker writes them, `8181:8181/tcp`. */
            ports?: string[];
            /** @description Volume mappings, `/opt/mediadock/tautulli:/config`. */
            volumes?: string[];
            enabled: boolean;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
        };
        AdminDockerServiceInput: {
            name: string;
            image: string;
            tag: string;
            description?: string | null;
            server_types: components["schemas"]["ServerType"][];
            env: components["schemas"]["AdminDockerEnvVar"][];
            ports: string[];
            volumes: string[];
            enabled: boolean;
        };
        AdminDockerImage: {
            id: number;
            /** @enum {string} */
            kind: "plex" | "emby" | "jellyfin" | "service";
            /** @description What runs it */
            name: string;
            repository: string;
            /** @description The tag deployments use. */
            tag: string;
            /** @description The newest tag the last check saw. */
            latest_tag?: string | null;
            update_available?: boolean;
            /** Format: date-time */
            checked_at?: string | null;
            /** @description On how many nodes the image is pulled at this tag. */
            nodes_pulled?: number;
            service_id?: number | null;
        };
        /** @description A parameter's or a condition's value; numbers for numeric ones. */
        AdminAutomationValue: string | number | null;
        /** @description Parameters by the catalogue's parameter id. */
        AdminAutomationParams: {
            [key: string]: components["schemas"]["AdminAutomationValue"];
        };
        /** @enum {string} */
        AdminAutomationOperator: "is" | "is_not" | "more_than" | "less_than" | "contains";
        AdminAutomationTrigger: {
            /** @description A trigger id of the catalogue, e.g. `node.offline`. */
            type: string;
            params?: components["schemas"]["AdminAutomationParams"];
        };
        AdminAutomationCondition: {
            /** @description A field id of the trigger, e.g. `offline_minutes`. */
            field: string;
            operator: components["schemas"]["AdminAutomationOperator"];
            value: components["schemas"]["AdminAutomationValue"];
        };
        AdminAutomationAction: {
            /** @description An action id of the catalogue, e.g. `discord.post`. */
            type: string;
            params?: components["schemas"]["AdminAutomationParams"];
        };
        AdminAutomation: {
            id: number;
            name: string;
            enabled: boolean;
            trigger: components["schemas"]["AdminAutomationTrigger"];
            conditions?: components["schemas"]["AdminAutomationCondition"][];
            actions: components["schemas"]["AdminAutomationAction"][];
            runs_count?: number;
            /** Format: date-time */
            last_run_at?: string | null;
            last_run_success?: boolean | null;
            /** Format: date-time */
            created_at?: string;
            /** Format: date-time */
            updated_at?: string | null;
        };
        AdminAutomationRun: {
            id: number;
            /** Format: date-time */
            ran_at: string;
            success: boolean;
            /** @description What fired it: a node, a server, a customer or a ticket, by name. */
            subject?: string | null;
            message?: string | null;
        };
        AdminAutomationDetail: components["schemas"]["AdminAutomation"] & {
            /** @description The newest runs first, at most 10. */
            runs?: components["schemas"]["AdminAutomationRun"][];
        };
        AdminAutomationInput: {
            name: string;
            enabled?: boolean;
            trigger: components["schemas"]["AdminAutomationTrigger"];
            conditions: components["schemas"]["AdminAutomationCondition"][];
            actions: components["schemas"]["AdminAutomationAction"][];
        };
        AdminAutomationOption: {
            id: string;
            /** @description A name from the data (a node */
            label?: string | null;
        };
        AdminAutomationParamSpec: {
            id: string;
            /** @enum {string} */
            kind: "number" | "text" | "select";
            required?: boolean;
            min?: number | null;
            max?: number | null;
            /** @description minutes, days, percent or transcodes. */
            unit?: string | null;
            options?: components["schemas"]["AdminAutomationOption"][];
        };
        AdminAutomationFieldSpec: {
            id: string;
            /** @enum {string} */
            kind: "number" | "text" | "select";
            operators: components["schemas"]["AdminAutomationOperator"][];
            min?: number | null;
            max?: number | null;
            unit?: string | null;
            options?: components["schemas"]["AdminAutomationOption"][];
        };
        AdminAutomationTriggerSpec: {
            id: string;
            /** @description What it is about: node, server, customer or ticket. */
            subject: string;
            params?: components["schemas"]["AdminAutomationParamSpec"][];
            fields?: components["schemas"]["AdminAutomationFieldSpec"][];
        };
        AdminAutomationActionSpec: {
            id: string;
            /** @description The trigger subjects it works on. */
            subjects: string[];
            params?: components["schemas"]["AdminAutomationParamSpec"][];
        };
        AdminAutomationCatalogue: {
            triggers: components["schemas"]["AdminAutomationTriggerSpec"][];
            actions: components["schemas"]["AdminAutomationActionSpec"][];
        };
        AdminLibraryScript: {
            /** @description The key to run it by, e.g. "clear-transcodes". */
            id: string;
            name: string;
            description?: string | null;
            command: string;
            run_on_new_nodes?: boolean;
            /** @description Seconds before the run is stopped and counts as failed. */
            timeout?: number;
            disruptive?: boolean;
            /** Format: date-time */
            updated_at?: string | null;
        };
        AdminLibraryScriptInput: {
            name: string;
            description?: string | null;
            command: string;
            run_on_new_nodes?: boolean;
            timeout: number;
            disruptive?: boolean;
        };
        DiscordLink: {
            guild: components["schemas"]["NamedRef"] | null;
            announcements_channel?: components["schemas"]["NamedRef"] | null;
            alerts_channel?: components["schemas"]["NamedRef"] | null;
            customer_role?: components["schemas"]["NamedRef"] | null;
            trial_role?: components["schemas"]["NamedRef"] | null;
            linked_at?: string | null;
        };
        MailTemplateSummary: {
            key: string;
            name: string;
            description?: string | null;
            subject: string;
            customized?: boolean;
            updated_at?: string | null;
        };
        MailTemplateVariable: {
            name: string;
            description?: string | null;
            sample?: string | null;
        };
        MailTemplate: components["schemas"]["MailTemplateSummary"] & {
            body: string;
            variables: components["schemas"]["MailTemplateVariable"][];
        };
        MailTemplateInput: {
            subject: string;
            body: string;
        };
        /**
         * @description mounted: answered its last check; failing: did not; unknown: the node cannot be reached (offline or rebooting).
         * @enum {string}
         */
        AdminStorageMountState: "mounted" | "failing" | "unknown";
        /** @enum {string} */
        AdminStorageMountType: "rclone" | "nfs" | "smb";
        AdminStorageNodeRef: {
            id: number;
            /** @description The node's alias. */
            name: string;
            status?: components["schemas"]["AdminNodeStatus"];
        };
        AdminStorageMount: {
            id: number;
            node: components["schemas"]["AdminStorageNodeRef"];
            /** @description Where the remote is mounted, like /mnt/media. */
            mount_point: string;
            /** @description The rclone remote (gdrive-media:), NFS export (host:/export) or SMB share (//host/share). */
            remote: string;
            type: components["schemas"]["AdminStorageMountType"];
            state: components["schemas"]["AdminStorageMountState"];
            used_bytes?: number | null;
            size_bytes?: number | null;
            /** Format: date-time */
            checked_at?: string | null;
            /** @description Whether the node can be asked now (it is online). */
            checkable?: boolean;
        };
        AdminStorageOverview: {
            mounts: {
                total: number;
                mounted: number;
                failing: number;
                unknown: number;
            };
            /** @description The failing mounts (at most ten), then those whose state is unknown. */
            failing?: components["schemas"]["AdminStorageMount"][];
            mount_paths?: number;
            library_paths?: number;
            deployment_overrides?: number;
        };
        AdminMountPath: {
            id: number;
            path: string;
            remote: string;
            type: components["schemas"]["AdminStorageMountType"];
            /** @description The node it is mounted on; null for every node. */
            node?: components["schemas"]["AdminStorageNodeRef"] | null;
            /** @description Mount options, like vfs-cache-mode=full,dir-cache-time=72h. */
            options?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
        };
        AdminMountPathInput: {
            path: string;
            remote: string;
            type: components["schemas"]["AdminStorageMountType"];
            /** @description null for every node. */
            node_id?: number | null;
            options?: string | null;
        };
        AdminMountPathVerification: {
            node: components["schemas"]["AdminStorageNodeRef"];
            /** @description null when the node could not be asked. */
            exists: boolean | null;
            message: string;
        };
        /** @enum {string} */
        AdminLibraryKind: "movies" | "shows" | "music" | "photos" | "home-videos";
        AdminLibraryPath: {
            id: number;
            server_type: components["schemas"]["ServerType"];
            kind: components["schemas"]["AdminLibraryKind"];
            /** @description Inside the server's container, like /data/movies. */
            path: string;
            /** Format: date-time */
            updated_at?: string | null;
        };
        AdminDeploymentPathOverride: {
            node: components["schemas"]["AdminStorageNodeRef"];
            stack_path?: string | null;
            config_path?: string | null;
            transcode_path?: string | null;
        };
        AdminDeploymentPaths: {
            /** @description Where a server's stack is deployed, like /opt/stacks/{server}. */
            stack_path: string;
            config_path: string;
            transcode_path: string;
            overrides?: components["schemas"]["AdminDeploymentPathOverride"][];
            nodes?: components["schemas"]["AdminStorageNodeRef"][];
            /** @description A real server to show the paths for. */
            sample?: {
                server: string;
                user: string;
                type: components["schemas"]["ServerType"];
            };
            /** Format: date-time */
            updated_at?: string | null;
        };
        AdminDeploymentPathsInput: {
            stack_path: string;
            config_path: string;
            transcode_path: string;
        };
        AdminDeploymentOverrideInput: {
            stack_path?: string | null;
            config_path?: string | null;
            transcode_path?: string | null;
        };
        /** @enum {string} */
        AdminMetricPeriod: "7d" | "30d" | "90d" | "12m" | "custom";
        /** @enum {string} */
        AdminMetricGroup: "day" | "week" | "month";
        /** @enum {string} */
        AdminMetricKey: "products" | "transcode-transgressions" | "plex-users" | "node-reboots" | "turnover";
        AdminMetricRange: {
            period: components["schemas"]["AdminMetricPeriod"];
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            group: components["schemas"]["AdminMetricGroup"];
        };
        AdminMetricSeriesItem: {
            /** @description The product's or node's id (0: the only series). */
            id: number;
            name: string;
            total: number;
            /** @description New subscriptions in the period (products). */
            new?: number;
            /** @description Cancelled subscriptions in the period (products). */
            cancelled?: number;
        };
        AdminMetricPoint: {
            /** Format: date */
            start: string;
            /**
             * Format: date
             * @description The point's last day.
             */
            end: string;
            values: number[];
            new?: number;
            cancelled?: number;
        };
        AdminMetricSeries: {
            metric: components["schemas"]["AdminMetricKey"];
            range: components["schemas"]["AdminMetricRange"];
            /** @description Whether the points add up (counts, money) or are levels. */
            additive: boolean;
            /** @description The billing currency (turnover; values in its minor units). */
            currency?: string | null;
            series: components["schemas"]["AdminMetricSeriesItem"][];
            points: components["schemas"]["AdminMetricPoint"][];
            total: number;
            new?: number;
            cancelled?: number;
        };
        AdminMetricsSummary: {
            range: components["schemas"]["AdminMetricRange"];
            active_subscriptions: number;
            new_subscriptions: number;
            cancelled_subscriptions: number;
            transcode_transgressions: number;
            plex_users: number;
            node_reboots: number;
            /** @description Minor units of the currency. */
            turnover: number;
            currency: string;
        };
        AdminTranscodeTransgression: {
            id: string;
            /** Format: date-time */
            occurred_at: string;
            user: components["schemas"]["AdminMetricRef"];
            node: components["schemas"]["AdminMetricRef"];
            server?: components["schemas"]["AdminMetricRef"] | null;
            product?: string | null;
            transcodes: number;
            limit: number;
        };
        AdminMetricRef: {
            id: number;
            name: string;
        };
        CustomerAlert: {
            id: number;
            text: string;
            level: components["schemas"]["AlertLevel"];
            link_url?: string | null;
            link_text?: string | null;
            dismissible: boolean;
        };
        CustomerPopup: {
            id: number;
            title: string;
            /** @description HTML, sanitised before display. */
            body: string;
            type: components["schemas"]["PopupType"];
            confirm_read: boolean;
        };
        CustomerContentBlock: {
            id: number;
            /** @description A `CustomerPageKey`; a page this portal does not know is ignored. */
            page: string;
            /** @description HTML, sanitised before display. */
            html: string;
        };
        CustomerMessages: {
            alerts?: components["schemas"]["CustomerAlert"][];
            popups?: components["schemas"]["CustomerPopup"][];
            blocks?: components["schemas"]["CustomerContentBlock"][];
        };
        /**
         * @description healthy; warning: nearly full, a disk nearly full or a failing storage mount; down: offline or its monitor says so; rebooting.
         * @enum {string}
         */
        ResellerNodeHealth: "healthy" | "warning" | "down" | "rebooting";
        /** @description A node's capacity and load, keyed by the node's id. */
        ResellerNodeStats: {
            node_id: number;
            location?: string | null;
            /** @description The media servers on the node. */
            servers_used: number;
            /** @description How many media servers the node is meant to host. */
            servers_max: number;
            cpu_percent: number;
            ram_percent: number;
            disk_percent: number;
            mounts_failing?: boolean;
            health: components["schemas"]["ResellerNodeHealth"];
        };
        /** @description Something on the reseller's nodes to act on; `name` is the node's or the server's name. */
        ResellerAttention: {
            /** @enum {string} */
            kind: "node-down" | "node-full" | "node-disk" | "node-mounts" | "server-error" | "server-suspended" | "server-stopped";
            name: string;
            node_id?: number | null;
            server_id?: number | null;
        };
        /** @enum {string} */
        ResellerServerAction: "start" | "stop" | "restart" | "suspend" | "unsuspend";
        ResellerServer: {
            id: number;
            name: string;
            type: components["schemas"]["ServerType"];
            status: components["schemas"]["ServerStatus"];
            node_id: number;
            node_alias: string;
            url?: string | null;
            plan?: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description The server's owner. */
            customer?: components["schemas"]["ResellerCustomerRef"] | null;
        };
        ResellerCustomerRef: {
            id: number;
            name: string;
            email?: string;
        };
        ResellerServerDetail: components["schemas"]["ResellerServer"] & {
            version?: string | null;
            node_online?: boolean;
            node_location?: string | null;
            /** @description The actions the reseller may take on the server now. */
            actions?: components["schemas"]["ResellerServerAction"][];
        };
        ResellerNodeDetail: {
            node: components["schemas"]["Node"];
            stats: components["schemas"]["ResellerNodeStats"];
            servers: components["schemas"]["ResellerServer"][];
        };
        ResellerCustomer: {
            id: number;
            name: string;
            email: string;
            servers_count: number;
            /** Format: date-time */
            created_at: string;
        };
        /** @enum {string} */
        ResellerProductBillingCycle: "monthly" | "quarterly" | "annually";
        /** @description What a server of the product gets. */
        ResellerProductLimits: {
            /** @description Streams at once. */
            streams: number;
            storage_gb: number;
            /** @description Transcodes at once; null where the type sets none. */
            transcodes?: number | null;
        };
        /** @description A product a reseller sells to their own customers, deployed on one of their nodes. */
        ResellerProduct: {
            id: number;
            name: string;
            type: components["schemas"]["ServerType"];
            node_id: number;
            /** @description The node's name. */
            node_name?: string | null;
            /** @description In the billing currency */
            price: number;
            /** @description The billing currency (ISO 4217). */
            currency?: string;
            billing_cycle: components["schemas"]["ResellerProductBillingCycle"];
            limits: components["schemas"]["ResellerProductLimits"];
            description?: string | null;
            /** @description Can be ordered; an inactive product keeps its servers. */
            active: boolean;
            /** @description The servers deployed as this product. */
            servers_count?: number;
            /** @description The WHMCS product it is mapped to. */
            whmcs_product_id?: number | null;
            /** Format: date-time */
            created_at: string;
        };
        ResellerProductType: {
            type: components["schemas"]["ServerType"];
            name: string;
            description?: string | null;
            /** @description What a new product of the type starts with. */
            defaults: {
                price: number;
                billing_cycle: components["schemas"]["ResellerProductBillingCycle"];
                limits: components["schemas"]["ResellerProductLimits"];
            };
            /** @description The largest limits a product of the type may set. */
            max: {
                streams: number;
                storage_gb: number;
                /** @description Null where the type offers no transcode limit. */
                transcodes?: number | null;
            };
        };
        ResellerProductNode: {
            id: number;
            name: string;
            location?: string | null;
            online?: boolean;
        };
        ResellerProductInput: {
            /** @description Unique among the reseller's products. */
            name: string;
            /** @description One of the reseller's nodes. */
            node_id: number;
            /** @description Up to two decimals. */
            price: number;
            billing_cycle: components["schemas"]["ResellerProductBillingCycle"];
            limits: components["schemas"]["ResellerProductLimits"];
            description?: string | null;
            /** @description Kept as it is when absent; a new product is active. */
            active?: boolean;
        };
        ResellerProductCreateInput: {
            type: components["schemas"]["ServerType"];
        } & components["schemas"]["ResellerProductInput"];
        /** @description The link to the reseller's WHMCS. The secret is write-only; `secret_set` says whether one is saved. */
        ResellerWhmcsLink: {
            url: string | null;
            identifier: string | null;
            secret_set: boolean;
            /** @description The last connection test passed and the credentials have not changed since. */
            connected: boolean;
            /**
             * Format: date-time
             * @description When the connection was last tested.
             */
            checked_at: string | null;
            /** @description What the last test said. */
            message: string | null;
            /** @description False for a user with a reseller node: the reseller who runs it manages the link. */
            can_edit?: boolean;
        };
        ResellerWhmcsCheck: {
            healthy: boolean;
            message: string;
            /** Format: date-time */
            checked_at: string;
        };
        /** @description A node of the reseller with how its media containers are billed in WHMCS. */
        ResellerWhmcsNode: {
            id: number;
            alias: string;
            location?: string | null;
            online?: boolean;
            /** @description The node's media-server containers. */
            containers: number;
            services_active: number;
            services_suspended: number;
            /** @description Containers no WHMCS service belongs to. */
            without_service: number;
        };
        /** @enum {string} */
        ResellerWhmcsServiceStatus: "pending" | "active" | "suspended" | "terminated" | "cancelled";
        ResellerWhmcsRef: {
            id: number;
            name: string;
            email?: string | null;
        };
        /** @description A WHMCS service (a hosting order of a WHMCS client) and the client who ordered it. */
        ResellerWhmcsService: {
            id: number;
            status: components["schemas"]["ResellerWhmcsServiceStatus"];
            client: components["schemas"]["ResellerWhmcsRef"];
            product?: components["schemas"]["ResellerWhmcsRef"] | null;
            billing_cycle?: string | null;
            /** @description The recurring amount as WHMCS writes it. */
            amount?: string | null;
            currency?: string | null;
            /** Format: date */
            next_due_date?: string | null;
            /** Format: date */
            registered_at?: string | null;
        };
        ResellerWhmcsContainer: {
            /** @description The container's id (its media server's id). */
            id: number;
            /** @description The container's name on the node. */
            name: string;
            server_name?: string | null;
            type: components["schemas"]["ServerType"];
            status: components["schemas"]["ServerStatus"];
            node_id: number;
            service: components["schemas"]["ResellerWhmcsService"] | null;
        };
        /** @enum {string} */
        ResellerWhmcsInviteStatus: "pending" | "accepted" | "expired" | "revoked";
        /** @description The key a WHMCS client claims their server with, sent by e-mail when the service is provisioned. */
        ResellerWhmcsInvite: {
            id: number;
            key: string;
            email: string;
            status: components["schemas"]["ResellerWhmcsInviteStatus"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            sent_at?: string | null;
            /** Format: date-time */
            expires_at?: string | null;
            /** Format: date-time */
            accepted_at?: string | null;
            resends?: number;
            container_name?: string | null;
        };
        ResellerWhmcsContainerDetail: {
            container: components["schemas"]["ResellerWhmcsContainer"];
            node_alias?: string | null;
            invites: components["schemas"]["ResellerWhmcsInvite"][];
        };
        ResellerWhmcsProductRef: {
            id: number;
            name: string;
            type: components["schemas"]["ServerType"];
            price?: number | null;
            billing_cycle?: string | null;
            active?: boolean;
        };
        ResellerWhmcsMappingRow: {
            product: components["schemas"]["ResellerWhmcsProductRef"];
            whmcs_product: components["schemas"]["ResellerWhmcsRef"] | null;
        };
        /** @description A product of the reseller's WHMCS. */
        ResellerWhmcsRemoteProduct: {
            id: number;
            name: string;
            group?: string | null;
            /** @description The names of the product's configurable options. */
            configurable_options?: string[];
        };
        /**
         * @description When WHMCS creates the server: on order, on first payment, when an admin accepts the order, or never (by hand).
         * @enum {string}
         */
        ResellerWhmcsAutoSetup: "order" | "payment" | "accept" | "off";
        ResellerWhmcsMapping: {
            product: components["schemas"]["ResellerWhmcsProductRef"];
            whmcs_product_id: number | null;
            auto_setup: components["schemas"]["ResellerWhmcsAutoSetup"];
            /** @description E-mail the client an invite key when the server is created. */
            send_invite: boolean;
            /** @description The WHMCS configurable option that adds streams to the server. */
            streams_option: string | null;
            /** Format: date-time */
            updated_at?: string | null;
        };
        /**
         * @description A dedicated node, or a capacity pack added to a node the reseller runs.
         * @enum {string}
         */
        ResellerShopItemKind: "node" | "capacity";
        ResellerShopItem: {
            id: number;
            kind: components["schemas"]["ResellerShopItemKind"];
            name: string;
            description?: string | null;
            /** @description vCPU cores the item gives (a node) or adds (a pack). */
            cpu_cores?: number | null;
            ram_gb?: number | null;
            disk_gb?: number | null;
            /** @description Customer servers the item holds (a node) or adds (a pack). */
            server_slots?: number | null;
            /** @description Where a node runs, e.g. "Amsterdam"; null for a pack. */
            location?: string | null;
            /** @description Every billing cycle it can be ordered in, shortest first. */
            prices: components["schemas"]["ShopPrice"][];
            recommended?: boolean;
        };
        ResellerShop: {
            /** @description The billing currency (ISO 4217), e.g. EUR. */
            currency: string;
            /** @description False for a user with a reseller node. */
            can_order?: boolean;
            items: components["schemas"]["ResellerShopItem"][];
        };
        ResellerShopOrderInput: {
            /** @description The `id` of a reseller shop item. */
            product_id: number;
            billing_cycle: components["schemas"]["ShopBillingCycle"];
        };
        ResellerShopOrder: {
            order_id: number;
            invoice_id?: number | null;
            /** @description Where the reseller pays the order in the billing system. */
            checkout_url: string;
            /** @description Due now, tax included, e.g. "95.59". */
            total: string;
            currency: string;
        };
        ModeratorTicketSummary: {
            id: number;
            subject: string;
            status: components["schemas"]["SupportTicketStatus"];
            priority?: components["schemas"]["AdminTicketPriority"];
            department?: string;
            /** @description The customer; absent when the account is gone. */
            user?: components["schemas"]["AdminTicketCustomer"];
            /** @description The staff member the ticket is assigned to; null when nobody has it. */
            assignee?: components["schemas"]["AdminTicketStaffRef"] | null;
            /** @description The customer wrote since the staff last read the ticket. */
            unread?: boolean;
            messages_count?: number;
            /** Format: date-time */
            created_at?: string;
            /**
             * Format: date-time
             * @description The last message or status change.
             */
            updated_at?: string;
        };
        ModeratorTicketMessage: {
            id: number;
            author: {
                id?: number | null;
                name: string;
                /** @enum {string} */
                role: "customer" | "staff";
            };
            /** @description Plain text, or HTML (staff replies written in the help desk) that is sanitised before display. */
            body: string;
            /** @enum {string} */
            format: "text" | "html";
            /** Format: date-time */
            created_at: string;
            attachments: components["schemas"]["SupportAttachment"][];
        };
        ModeratorTicketDetail: components["schemas"]["ModeratorTicketSummary"] & {
            /** @description The customer's server the ticket is about, if any. */
            server?: components["schemas"]["SupportServerRef"] | null;
            /**
             * Format: date-time
             * @description When the staff last read the ticket; the customer's messages after it are new.
             */
            last_read_at?: string | null;
            messages: components["schemas"]["ModeratorTicketMessage"][];
        };
        ModeratorTicketAnswer: {
            success: boolean;
            message?: string;
            data: components["schemas"]["ModeratorTicketDetail"];
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
        /** @description The request was made or cancelled; the title with its new status, and the quota left. */
        LoungeRequestChanged: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    success: boolean;
                    message: string;
                    data: {
                        item: components["schemas"]["MediaItem"];
                        quota: components["schemas"]["LoungeQuota"];
                    };
                };
            };
        };
        /** @description Done; the title as it is now. */
        LoungeMediaChanged: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    success: boolean;
                    message: string;
                    data: components["schemas"]["MediaItem"];
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
        /** @description Done; the ticket as it is now. */
        SupportTicketAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    success: boolean;
                    message: string;
                    data: components["schemas"]["SupportTicket"];
                };
            };
        };
        /** @description The user's profile (after the change, for an update). */
        SettingsProfileAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    success: boolean;
                    message?: string;
                    data: components["schemas"]["SettingsProfile"];
                };
            };
        };
        /** @description A server's preferences (after the change, for an update). */
        SettingsServerAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    success: boolean;
                    message?: string;
                    data: components["schemas"]["SettingsServerPreferences"];
                };
            };
        };
        /** @description The user's CDN host (after the change, for an update). */
        SettingsCdnHostAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    success: boolean;
                    message?: string;
                    data: components["schemas"]["SettingsCdnHostState"];
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
        LoungeListType: "movies" | "shows";
        LoungeMediaId: number;
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
            422: components["responses"]["ValidationFailed"];
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
    customerServerLibrariesScan: {
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
                    /** @description The id of one of the server's libraries, as `sync-libraries` lists them; every library when absent. */
                    library?: number | string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The server is not running, so its libraries cannot be scanned. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    customerServerInviteBackups: {
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
            /** @description The server's invite backups, newest first. */
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
            404: components["responses"]["NotFound"];
        };
    };
    customerServerPlexInvite: {
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
                    token: string;
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
    plexToolsInvites: {
        parameters: {
            query?: {
                login?: string;
                password?: string;
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Plex account's invites across its servers, and its token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["PlexToolsInvites"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
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
            /** @description The user's invite backups of all their Plex servers, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["PlexToolsInviteBackup"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    plexToolsInviteBackupCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    server_id: number;
                    name: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description The backup that was made. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["PlexToolsInviteBackup"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    plexToolsInviteBackupShow: {
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
            /** @description The backup and its invites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["PlexToolsInviteBackupDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
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
    plexToolsSyncOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's Plex servers, sync pairs and runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["PlexSyncOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    plexToolsSyncStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source_server_id: number;
                    target_server_ids: number[];
                    what: components["schemas"]["PlexSyncWhat"][];
                };
            };
        };
        responses: {
            /** @description The run that started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["PlexSyncRun"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    plexToolsCollections: {
        parameters: {
            query: {
                server_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server's collections and the presets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["PlexCollections"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    plexToolsCollectionCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    server_id: number;
                    library_id: number;
                    name: string;
                    /** @description Titles as people write them, e.g. "Metropolis" or "Metropolis (1927)"; required without a preset. */
                    titles?: string[] | null;
                    /** @description A preset's `id`; used instead of titles. */
                    preset?: string | null;
                };
            };
        };
        responses: {
            /** @description The collection that was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["PlexCollection"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    plexToolsCollectionDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collection: number;
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
    plexToolsScans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["PlexScan"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    plexToolsScanStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    server_id: number;
                    library_id: number;
                };
            };
        };
        responses: {
            /** @description The scan that started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["PlexScan"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    communityInvites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's community invites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["CommunityInvites"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    communityInviteSend: {
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
                    /** @description A personal note in the invite e-mail. */
                    message?: string | null;
                };
            };
        };
        responses: {
            /** @description The invite that was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["CommunityInvite"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    communityInviteRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invite: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked invite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["CommunityInvite"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    communityCdn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The community CDN nodes and the user's preference. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["CommunityCdn"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    communityCdnPreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    node_id: number | null;
                };
            };
        };
        responses: {
            /** @description The nodes and the preference after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["CommunityCdn"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    communityMismatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's mismatch reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["CommunityMismatch"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    communityMismatchReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    server_id: number;
                    library_id: number;
                    title: string;
                    problem: components["schemas"]["CommunityMismatchProblem"];
                    details?: string | null;
                    correct_match: string;
                };
            };
        };
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["CommunityMismatch"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    communityMismatchCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mismatch: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["CommunityMismatch"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
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
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path: {
                type: components["parameters"]["LoungeListType"];
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
    requestLoungeRequestTitle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoungeRequestInput"];
            };
        };
        responses: {
            200: components["responses"]["LoungeRequestChanged"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    requestLoungeCancelRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                request: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LoungeRequestChanged"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    requestLoungeSubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["LoungeListType"];
                media: components["parameters"]["LoungeMediaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LoungeMediaChanged"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    requestLoungeUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["LoungeListType"];
                media: components["parameters"]["LoungeMediaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LoungeMediaChanged"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    requestLoungeTopPlayed: {
        parameters: {
            query?: {
                period?: "week" | "month" | "year" | "all";
                type?: "all" | "movie" | "show";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ranking and the period it covers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["LoungeTopPlayed"][];
                        meta: {
                            /** @enum {string} */
                            period: "week" | "month" | "year" | "all";
                            /**
                             * Format: date-time
                             * @description Null for all time.
                             */
                            from: string | null;
                            /** Format: date-time */
                            to: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    requestLoungeMediaReports: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                status?: "all" | "open" | "in_progress" | "resolved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["LoungeMediaReport"][];
                        meta: components["schemas"]["LoungeMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    requestLoungeReportMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoungeMediaReportInput"];
            };
        };
        responses: {
            /** @description Reported. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["LoungeMediaReport"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    requestLoungeLostAndFound: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                type?: "all" | "movie" | "show";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of lost titles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["LoungeLostTitle"][];
                        meta: components["schemas"]["LoungeMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    requestLoungeRestoreLost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lost: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restore has started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["LoungeLostTitle"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    supportDepartments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The departments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["SupportDepartment"][];
                        attachments?: {
                            max_files: number;
                            max_file_bytes: number;
                            extensions: string[];
                        };
                        office_hours?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    supportTicketsList: {
        parameters: {
            query?: {
                status?: "open" | "closed";
                page?: components["parameters"]["Page"];
                perpage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tickets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["SupportTicket"][];
                        meta: components["schemas"]["PageMeta"];
                        counts: components["schemas"]["SupportTicketCounts"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    supportTicketCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    subject: string;
                    /** @description The name of one of the departments. */
                    department: string;
                    /** @description One of the user's servers, when the ticket is about one. */
                    server_id?: number;
                    /** @description Plain text. */
                    message: string;
                    "attachments[]"?: string[];
                };
            };
        };
        responses: {
            /** @description The ticket is open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["SupportTicketDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    supportTicketShow: {
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
            /** @description The ticket and its messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["SupportTicketDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    supportTicketReply: {
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
                "multipart/form-data": {
                    /** @description Plain text. */
                    message: string;
                    "attachments[]"?: string[];
                };
            };
        };
        responses: {
            /** @description The reply is in the thread. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["SupportTicketDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    supportTicketClose: {
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
            200: components["responses"]["SupportTicketAnswer"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    supportTicketReopen: {
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
            200: components["responses"]["SupportTicketAnswer"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    supportAttachmentDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                attachment: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    supportBufferingTestSample: {
        parameters: {
            query: {
                server_id: number;
                size: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sample. */
            200: {
                headers: {
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    supportBufferingTestRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    server_id: number;
                    download_mbps: number;
                    latency_ms: number;
                    jitter_ms: number;
                };
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["BufferingTestResult"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    tvSchedule: {
        parameters: {
            query: {
                from: string;
                days?: number;
                /** @description An IANA time zone, e.g. Europe/Berlin. */
                tz?: string;
                scope?: "servers" | "followed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every day of the range, with its episodes (possibly none) in airing order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["TvSchedule"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    platformStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["PlatformStatus"];
                    };
                };
            };
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
                /** @description Part of the name or e-mail address, or the exact id. */
                search?: string;
                sortColumn?: "id" | "name" | "email" | "created_at";
                sortDirection?: "asc" | "desc";
                /** @description Only admins, moderators, contributors, trial users, or customers (neither admin nor moderator). */
                role?: "admin" | "moderator" | "contributor" | "trial" | "customer";
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
                        data: components["schemas"]["AdminUserListItem"][];
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
    adminNodeShow: {
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
            /** @description One node. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminNode"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
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
            409: components["responses"]["Failure"];
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
            409: components["responses"]["Failure"];
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
            409: components["responses"]["Failure"];
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
            query?: {
                /** @description Only the products of this category (its key, e.g. "storage"). */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every product (of the category, when one is asked for), hidden and inactive ones included. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminProduct"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminProductCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminProductCreateInput"];
            };
        };
        responses: {
            /** @description Done; the product as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminProduct"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
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
    adminDockerGlobalsSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    variables: components["schemas"]["DockerVariable"][];
                };
            };
        };
        responses: {
            /** @description Saved; the variables as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["DockerVariable"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
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
    adminManualBillingCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's manual billing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminManualBillingAccount"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminManualBillingPaymentCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminManualBillingPaymentInput"];
            };
        };
        responses: {
            /** @description Recorded; the account as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminManualBillingAccount"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminManualBillingAdjustmentCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminManualBillingAdjustmentInput"];
            };
        };
        responses: {
            /** @description Recorded; the account as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminManualBillingAccount"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminUserImpersonate: {
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
            /** @description The token of the sign-in link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: {
                            token: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminUserServers: {
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
            /** @description The user's servers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminUserServer"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNodesList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Part of the name, host, location or IP address. */
                search?: string;
                sortColumn?: "id" | "name" | "status" | "server_count" | "location" | "created_at";
                sortDirection?: "asc" | "desc";
                status?: components["schemas"]["AdminNodeStatus"];
                /** @description 1: only the nodes that need attention. */
                attention?: 0 | 1;
                /** @description 1: only monitored nodes; 0: only unmonitored ones. */
                monitored?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of nodes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminNodeSummary"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminNodeCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminNodeInput"];
            };
        };
        responses: {
            /** @description The node as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["AdminNode"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminNodeUpdate: {
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
                "application/json": components["schemas"]["AdminNodeInput"];
            };
        };
        responses: {
            /** @description The node as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["AdminNode"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminNodeContainersList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Part of the name, the image or the owner's name. */
                search?: string;
                sortColumn?: "id" | "name" | "image" | "status" | "created_at";
                sortDirection?: "asc" | "desc";
                status?: components["schemas"]["AdminContainerStatus"];
                kind?: "media-server" | "system";
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of containers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminContainer"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNodeScriptsList: {
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
            /** @description The node's maintenance scripts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminNodeScript"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNodeScriptRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description The script's `id`. */
                script: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The script ran; the process it recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Process"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    adminNodeRebootsList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                sortColumn?: "started_at" | "duration";
                sortDirection?: "asc" | "desc";
                outcome?: components["schemas"]["AdminNodeRebootOutcome"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the node's reboots. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminNodeReboot"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNodeExtractionsList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                search?: string;
                sortColumn?: "started_at" | "size" | "archive";
                sortDirection?: "asc" | "desc";
                status?: components["schemas"]["AdminNodeExtractionStatus"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the node's extractions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminNodeExtraction"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNodeImagesList: {
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
            /** @description The node's images. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminNodeImage"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNodeImagePull: {
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
                    image: string;
                };
            };
        };
        responses: {
            /** @description Pulled; the image as it is on the node now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminNodeImage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminNodeImageDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description The image's `id`. */
                image: number;
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
    adminNodeContainerShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description The container's `id`. */
                container: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The container. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminContainerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNodeContainerAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description The container's `id`. */
                container: number;
                action: "start" | "stop" | "restart";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Under way; the container as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminContainerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    adminNodeContainerInviteShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description The container's `id`. */
                container: number;
                invite: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminContainerInvite"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminNodeContainerInviteRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description The container's `id`. */
                container: number;
                invite: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked; the invite as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminContainerInvite"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    adminNodeContainerInviteResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description The container's `id`. */
                container: number;
                invite: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent; the invite as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminContainerInvite"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    adminServicesList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Matches the name, address, owner (name or e-mail), node and product. */
                search?: string;
                sortColumn?: "name" | "created_at" | "status";
                sortDirection?: "asc" | "desc";
                type?: components["schemas"]["ServerType"];
                status?: components["schemas"]["ServerStatus"];
                /** @description A node's id. */
                node?: number;
                /** @description The owner's id. */
                user?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminService"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminServicesFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choices of the services list's filters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminServiceFilters"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminProductCategoriesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminProductCategory"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminProductTypesList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category: components["parameters"]["Category"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category and its types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: {
                            category: components["schemas"]["AdminProductCategory"];
                            types: components["schemas"]["AdminProductType"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminProductShow: {
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
            /** @description One product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminProduct"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminProductDelete: {
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
    adminProductUpdate: {
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
                "application/json": components["schemas"]["AdminProductInput"];
            };
        };
        responses: {
            /** @description Done; the product as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminProduct"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminTicketsList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                search?: string;
                sortColumn?: "updated_at" | "created_at" | "id" | "subject" | "status" | "priority" | "customer";
                sortDirection?: "asc" | "desc";
                status?: components["schemas"]["SupportTicketStatus"];
                priority?: components["schemas"]["AdminTicketPriority"];
                /** @description A staff member's id, `me` or `none`. */
                assignee?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tickets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminTicketSummary"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminTicketAssignees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminTicketAssignee"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
        };
    };
    adminTicketShow: {
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
            /** @description The ticket, its messages and its notes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminTicketDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
        };
    };
    adminTicketRead: {
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
            200: components["responses"]["Count"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
        };
    };
    adminTicketReply: {
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
                "multipart/form-data": {
                    /** @description Plain text. */
                    message: string;
                    "attachments[]"?: string[];
                };
            };
        };
        responses: {
            /** @description The reply is in the thread. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTicketAnswer"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminTicketNote: {
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
                    note: string;
                };
            };
        };
        responses: {
            /** @description The note is added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTicketAnswer"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminTicketClose: {
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
            /** @description The ticket is closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTicketAnswer"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    adminTicketReopen: {
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
            /** @description The ticket is open again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTicketAnswer"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    adminTicketAssign: {
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
                    assignee_id: number | null;
                };
            };
        };
        responses: {
            /** @description The ticket is assigned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTicketAnswer"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminTicketPriority: {
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
                    priority: components["schemas"]["AdminTicketPriority"];
                };
            };
        };
        responses: {
            /** @description The priority is changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTicketAnswer"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminTicketAttachmentDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                attachment: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
        };
    };
    adminRequestedTrialsList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Part of the name or the e-mail address. */
                search?: string;
                sortColumn?: "created_at" | "name" | "email" | "status";
                sortDirection?: "asc" | "desc";
                status?: components["schemas"]["TrialRequestStatus"];
                kind?: components["schemas"]["TrialRequestKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of trial requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminTrialRequest"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminRequestedTrialShow: {
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
            /** @description One trial request, with its outcome once decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminTrialRequestDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminRequestedTrialApprove: {
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
                    product_id?: number;
                };
            };
        };
        responses: {
            /** @description Done; the request as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminTrialRequestDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminRequestedTrialReject: {
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
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Done; the request as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminTrialRequestDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminProcessesList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Part of the command. */
                search?: string;
                sortColumn?: "created_at" | "time";
                sortDirection?: "asc" | "desc";
                /** @description A node's id. */
                node?: number;
                status?: "success" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of processes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["Process"][];
                        meta: components["schemas"]["PageMeta"];
                        nodes?: components["schemas"]["ProcessNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminRequestsList: {
        parameters: {
            query: {
                type: "movie" | "show";
                page?: components["parameters"]["Page"];
                perpage?: number;
                search?: string;
                sortColumn?: "created_at" | "title" | "user" | "status";
                sortDirection?: "asc" | "desc";
                status?: components["schemas"]["LoungeRequestStatus"];
                /** @description 1: only 4K requests; 0: only HD ones. */
                uhd?: 0 | 1;
                /** @description A customer's id. */
                user?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminMediaRequest"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminRequestsOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminRequestsOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminRequestApprove: {
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
            /** @description Done; the item as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminMediaRequest"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    adminRequestDecline: {
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
                    /** @description Sent to the customer with the notification. */
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Done; the item as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminMediaRequest"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminRequestAvailable: {
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
            /** @description Done; the item as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminMediaRequest"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    adminMediaReportsList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                search?: string;
                sortColumn?: "created_at" | "updated_at";
                sortDirection?: "asc" | "desc";
                status?: components["schemas"]["AdminMediaReportStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminMediaReport"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminMediaReportReply: {
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
                    reply: string;
                    status?: components["schemas"]["AdminMediaReportStatus"];
                };
            };
        };
        responses: {
            /** @description Done; the item as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminMediaReport"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminMediaReportResolve: {
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
                    reply?: string | null;
                };
            };
        };
        responses: {
            /** @description Done; the item as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminMediaReport"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminRequestRulesShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminRequestRules"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminRequestRulesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    weekly_limit: number;
                    trial_weekly_limit: number;
                    max_seasons?: number | null;
                    uhd_requests: components["schemas"]["AdminUhdAudience"];
                    auto_approve_contributors: boolean;
                };
            };
        };
        responses: {
            /** @description Saved; the rules as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminRequestRules"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminRequestOverridesList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                search?: string;
                sortColumn?: "created_at" | "weekly_limit";
                sortDirection?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of overrides. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminRequestOverride"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminRequestOverrideSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    weekly_limit: number;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminRequestOverride"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminRequestOverrideDelete: {
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
    adminContributionsList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                search?: string;
                sortColumn?: "created_at" | "title";
                sortDirection?: "asc" | "desc";
                /** @description A contributor's user id. */
                contributor?: number;
                kind?: components["schemas"]["AdminContributionKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contributions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminContribution"][];
                        meta: components["schemas"]["PageMeta"];
                        totals?: components["schemas"]["AdminContributionTotals"];
                        contributors?: components["schemas"]["AdminContributor"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminLibraryMapsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The library maps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminLibraryMap"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminLibraryMapUpdate: {
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
                    library: string;
                    path: string;
                };
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminLibraryMap"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminMediaTypesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The media types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminMediaType"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminMediaTypeCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminMediaTypeInput"];
            };
        };
        responses: {
            /** @description Added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminMediaType"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminMediaTypeUpdate: {
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
                "application/json": components["schemas"]["AdminMediaTypeInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminMediaType"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminMediaTypeDelete: {
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
    adminRequestSettingsShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lounge's settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminRequestSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminRequestSettingsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    request_lounge: boolean;
                    ombi_url?: string | null;
                    ombi_menu_name?: string | null;
                };
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminRequestSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminRequestStats: {
        parameters: {
            query?: {
                /** @description The span and its steps; `12w` when absent or unknown. */
                period?: "30d" | "12w" | "12m";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminRequestStats"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminUserInteractionOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminUserInteractionOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminAlertsList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                search?: string;
                sortColumn?: "created_at" | "starts_at" | "ends_at";
                sortDirection?: "asc" | "desc";
                state?: components["schemas"]["AdminMessageState"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of alerts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminAlert"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminAlertCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminAlertInput"];
            };
        };
        responses: {
            /** @description Done; the alert as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminAlert"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminAlertShow: {
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
            /** @description One alert. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminAlert"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminAlertDelete: {
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
    adminAlertUpdate: {
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
                "application/json": components["schemas"]["AdminAlertInput"];
            };
        };
        responses: {
            /** @description Done; the alert as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminAlert"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminPopupsList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                search?: string;
                sortColumn?: "created_at" | "starts_at" | "ends_at";
                sortDirection?: "asc" | "desc";
                state?: components["schemas"]["AdminMessageState"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of popups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminPopup"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminPopupCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPopupInput"];
            };
        };
        responses: {
            /** @description Done; the popup as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminPopup"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminPopupShow: {
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
            /** @description One popup. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminPopup"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminPopupDelete: {
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
    adminPopupUpdate: {
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
                "application/json": components["schemas"]["AdminPopupInput"];
            };
        };
        responses: {
            /** @description Done; the popup as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminPopup"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminContentBlocksList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                search?: string;
                sortColumn?: "name" | "page" | "updated_at";
                sortDirection?: "asc" | "desc";
                /** @description Only the blocks of this customer page. */
                page_key?: components["schemas"]["CustomerPageKey"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of blocks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminContentBlock"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminContentBlockCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminContentBlockInput"];
            };
        };
        responses: {
            /** @description Done; the block as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminContentBlock"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminContentBlockShow: {
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
            /** @description One block. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminContentBlock"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminContentBlockDelete: {
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
    adminContentBlockUpdate: {
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
                "application/json": components["schemas"]["AdminContentBlockInput"];
            };
        };
        responses: {
            /** @description Done; the block as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminContentBlock"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminAnnouncementsList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Part of the header. */
                search?: string;
                sortColumn?: "created_at" | "header" | "starts_at";
                sortDirection?: "asc" | "desc";
                status?: "live" | "scheduled" | "past" | "draft";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of announcements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminAnnouncement"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminAnnouncementCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminAnnouncementInput"];
            };
        };
        responses: {
            /** @description Done; the new announcement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminAnnouncement"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminAnnouncementShow: {
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
            /** @description The announcement with how many customers have read it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminAnnouncement"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminAnnouncementUpdate: {
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
                "application/json": components["schemas"]["AdminAnnouncementInput"];
            };
        };
        responses: {
            /** @description Done; the announcement as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminAnnouncement"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminAnnouncementDelete: {
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
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminAnnouncementPublish: {
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
            /** @description Done; the announcement as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminAnnouncement"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminAnnouncementUnpublish: {
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
            /** @description Done; the announcement as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminAnnouncement"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminEmailsList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Part of the subject. */
                search?: string;
                sortColumn?: "sent_at" | "subject" | "recipient_count";
                sortDirection?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sent e-mails. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminSentEmail"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminEmailSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminEmailInput"];
            };
        };
        responses: {
            /** @description Done; the e-mail as the history keeps it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminSentEmail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminEmailRecipients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminEmailAudience"];
            };
        };
        responses: {
            /** @description The audience's size. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: {
                            count: number;
                            /** @description Up to five of the customers' names. */
                            sample?: string[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminEmailTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    /** @description HTML. */
                    body: string;
                };
            };
        };
        responses: {
            /** @description Sent to the admin. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            email: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminAppSystemShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The system settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminAppSystem"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminAppSystemUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    app_name: string;
                    app_version: string;
                    /** Format: binary */
                    logo?: string;
                    /** Format: binary */
                    icon?: string;
                    /** @enum {string} */
                    remove_logo?: "0" | "1";
                    /** @enum {string} */
                    remove_icon?: "0" | "1";
                };
            };
        };
        responses: {
            /** @description Saved; the settings as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminAppSystem"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminAppDeploymentShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deployment defaults. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminDeploymentSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminAppDeploymentUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminDeploymentInput"];
            };
        };
        responses: {
            /** @description Saved; the defaults as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminDeploymentSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminAppBillingShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The billing settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminBillingSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminAppBillingUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminBillingInput"];
            };
        };
        responses: {
            /** @description Saved; the settings as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminBillingSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminTrialsSettingsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminTrialSettingsInput"];
            };
        };
        responses: {
            /** @description Saved; the trial settings and products as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["TrialSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminSupportSettingsShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The support settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminSupportSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminSupportSettingsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSupportSettingsInput"];
            };
        };
        responses: {
            /** @description Saved; the settings as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminSupportSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminFeatureTogglesShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feature toggles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminFeatureToggles"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminFeatureTogglesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminFeatureTogglesInput"];
            };
        };
        responses: {
            /** @description Saved; the toggles as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminFeatureToggles"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminProductSettingsShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminProductSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminProductSettingsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminProductSettingsInput"];
            };
        };
        responses: {
            /** @description Saved; the settings as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminProductSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminExportsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recent exports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminExportJob"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminExportCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminExportInput"];
            };
        };
        responses: {
            /** @description Queued; the new job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminExportJob"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminExportShow: {
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
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminExportJob"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminExportDownload: {
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
            /** @description The CSV file. */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    adminIntegrationsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per integration key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminIntegrationStatus"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminIntegrationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminIntegrationSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminIntegrationSettingsSave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminIntegrationSettingsInput"];
            };
        };
        responses: {
            /** @description Saved; the settings as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminIntegrationSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminIntegrationTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome of the check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["AdminIntegrationCheck"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminDockerServicesList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Part of the name or the image. */
                search?: string;
                sortColumn?: "name" | "image" | "updated_at";
                sortDirection?: "asc" | "desc";
                enabled?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of docker services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminDockerService"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminDockerServiceCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminDockerServiceInput"];
            };
        };
        responses: {
            /** @description Created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminDockerService"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminDockerService: {
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
            /** @description The docker service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminDockerService"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminDockerServiceUpdate: {
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
                "application/json": components["schemas"]["AdminDockerServiceInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminDockerService"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminDockerServiceDelete: {
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
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminDockerImagesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The images. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminDockerImage"][];
                        /** @description How many nodes there are. */
                        node_count?: number;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminDockerImageUpdate: {
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
                "application/json": {
                    tag: string;
                };
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminDockerImage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminDockerImageCheck: {
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
            /** @description Checked; the message says whether a newer tag is out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminDockerImage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminDockerImagePull: {
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
            /** @description The pulls ran; the message counts them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminDockerImage"];
                        processes?: components["schemas"]["Process"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminAutomationsList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Part of the name. */
                search?: string;
                sortColumn?: "name" | "last_run_at" | "runs_count" | "created_at";
                sortDirection?: "asc" | "desc";
                /** @description `1`: only the enabled ones; `0`: only the disabled ones. */
                enabled?: "1" | "0";
                /** @description A trigger id of the catalogue. */
                trigger?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of automations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminAutomation"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminAutomationCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminAutomationInput"];
            };
        };
        responses: {
            /** @description Created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminAutomation"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminAutomationCatalogue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminAutomationCatalogue"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminAutomationShow: {
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
            /** @description One automation with its most recent runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminAutomationDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["Failure"];
        };
    };
    adminAutomationUpdate: {
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
                "application/json": components["schemas"]["AdminAutomationInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminAutomationDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminAutomationDelete: {
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
    adminAutomationSetEnabled: {
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
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminAutomation"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminScriptLibraryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every script of the library. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminLibraryScript"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminScriptLibraryCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminLibraryScriptInput"];
            };
        };
        responses: {
            /** @description Added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminLibraryScript"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminScriptLibraryUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The script's id, e.g. `clear-transcodes`. */
                script: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminLibraryScriptInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["AdminLibraryScript"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminScriptLibraryDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                script: string;
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
    adminDiscordLinkShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Discord server the portal is linked to, with the channels and roles it uses (guild null when not linked). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["DiscordLink"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminDiscordLinkSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token of the OAuth exchange; the server reads the guild with it. */
                    token: string;
                    guild_id: string;
                    announcements_channel_id: string;
                    alerts_channel_id?: string | null;
                    customer_role_id: string;
                    trial_role_id?: string | null;
                };
            };
        };
        responses: {
            /** @description The link is saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["DiscordLink"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminDiscordLinkDelete: {
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
    adminDiscordAuthorize: {
        parameters: {
            query: {
                /** @description Where the provider sends the admin back, with ?code=. */
                redirect_uri: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's authorisation address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: {
                            url: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminMailTemplatesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every mail template of the portal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["MailTemplateSummary"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminMailTemplateShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One template with the variables it may use and their sample values. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["MailTemplate"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminMailTemplateSave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MailTemplateInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["MailTemplate"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminMailTemplateReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template's default subject and body are back. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["MailTemplate"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminMailTemplateTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MailTemplateInput"];
            };
        };
        responses: {
            /** @description The subject and body as given, filled with the sample values, sent to the admin's own address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: {
                            to: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminKronosClientCreate: {
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
                };
            };
        };
        responses: {
            /** @description The new client with its secret, shown this once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: {
                            id: number;
                            name: string;
                            secret: string;
                            created_at?: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminKronosClientRevoke: {
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
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminStorageOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminStorageOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminStorageMountsList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Part of the mount point, the remote or the node. */
                search?: string;
                sortColumn?: "state" | "node" | "mount_point" | "used" | "checked_at";
                sortDirection?: "asc" | "desc";
                /** @description A node's id. */
                node?: number;
                state?: components["schemas"]["AdminStorageMountState"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of mounts, with the nodes to filter by. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminStorageMount"][];
                        meta: components["schemas"]["PageMeta"];
                        nodes?: components["schemas"]["AdminStorageNodeRef"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminStorageMountCheck: {
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
            /** @description The mount as the check found it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["AdminStorageMount"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    adminStorageNodeCheck: {
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
            /** @description How many mounts were checked and how many of them were mounted again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: {
                            checked: number;
                            repaired: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    adminStorageMountPathsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mount paths. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminMountPath"][];
                        nodes?: components["schemas"]["AdminStorageNodeRef"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminStorageMountPathCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminMountPathInput"];
            };
        };
        responses: {
            /** @description The new mount path. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["AdminMountPath"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminStorageMountPathVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    path: string;
                    node_id?: number | null;
                };
            };
        };
        responses: {
            /** @description What each node answered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminMountPathVerification"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminStorageMountPathUpdate: {
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
                "application/json": components["schemas"]["AdminMountPathInput"];
            };
        };
        responses: {
            /** @description The mount path as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["AdminMountPath"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminStorageMountPathDelete: {
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
    adminStorageLibraryPathsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per server type and kind of library. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminLibraryPath"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminStorageLibraryPathUpdate: {
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
                    path: string;
                };
            };
        };
        responses: {
            /** @description The library path as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["AdminLibraryPath"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminStorageDeploymentPaths: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deployment paths. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminDeploymentPaths"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminStorageDeploymentPathsSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminDeploymentPathsInput"];
            };
        };
        responses: {
            /** @description The deployment paths as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["AdminDeploymentPaths"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminStorageDeploymentOverrideSave: {
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
                "application/json": components["schemas"]["AdminDeploymentOverrideInput"];
            };
        };
        responses: {
            /** @description The deployment paths as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["AdminDeploymentPaths"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminStorageDeploymentOverrideDelete: {
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
    adminMetricsSummary: {
        parameters: {
            query?: {
                /** @description `7d`, `30d`, `90d` or `12m` up to today, or `custom` with `from` and `to`; `30d` when absent. */
                period?: components["schemas"]["AdminMetricPeriod"];
                /** @description First day of a custom period (UTC). */
                from?: string;
                /** @description Last day of a custom period (UTC), today at the latest. */
                to?: string;
                /** @description The step of the points; by default days up to 31 days, weeks up to 26 weeks, months beyond. */
                group?: components["schemas"]["AdminMetricGroup"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The headline figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminMetricsSummary"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminMetricSeries: {
        parameters: {
            query?: {
                period?: components["schemas"]["AdminMetricPeriod"];
                from?: string;
                to?: string;
                group?: components["schemas"]["AdminMetricGroup"];
            };
            header?: never;
            path: {
                metric: components["schemas"]["AdminMetricKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metric's points. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminMetricSeries"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminMetricTranscodeEvents: {
        parameters: {
            query?: {
                period?: components["schemas"]["AdminMetricPeriod"];
                from?: string;
                to?: string;
                page?: components["parameters"]["Page"];
                perpage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["AdminTranscodeTransgression"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    customerMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What to show. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["CustomerMessages"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    customerAlertDismiss: {
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
            404: components["responses"]["NotFound"];
        };
    };
    customerPopupSeen: {
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
            404: components["responses"]["NotFound"];
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
    resellerNodeShow: {
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
            /** @description The node. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerNodeDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
        };
    };
    resellerServersList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Matches the name, address, node and customer (name or e-mail). */
                search?: string;
                sortColumn?: "name" | "created_at" | "status";
                sortDirection?: "asc" | "desc";
                /** @description A node's id. */
                node?: number;
                status?: components["schemas"]["ServerStatus"];
                type?: components["schemas"]["ServerType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of servers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerServer"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
        };
    };
    resellerServerShow: {
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
            /** @description The server. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerServerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
        };
    };
    resellerServerAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                action: components["schemas"]["ResellerServerAction"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The action has started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data?: components["schemas"]["ResellerServerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    resellerCustomersList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Matches the name and e-mail address. */
                search?: string;
                sortColumn?: "name" | "created_at" | "servers_count";
                sortDirection?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of customers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerCustomer"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
        };
    };
    resellerProductsList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Matches the name and the description. */
                search?: string;
                sortColumn?: "name" | "price" | "created_at" | "servers_count";
                sortDirection?: "asc" | "desc";
                type?: components["schemas"]["ServerType"];
                /** @description A node's id. */
                node?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerProduct"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
        };
    };
    resellerProductCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResellerProductCreateInput"];
            };
        };
        responses: {
            /** @description Done; the new product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["ResellerProduct"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    resellerProductTypesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The types and the nodes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: {
                            types: components["schemas"]["ResellerProductType"][];
                            nodes: components["schemas"]["ResellerProductNode"][];
                            /** @description The billing currency (ISO 4217). */
                            currency?: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
        };
    };
    resellerProductShow: {
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
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerProduct"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
        };
    };
    resellerProductUpdate: {
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
                "application/json": components["schemas"]["ResellerProductInput"];
            };
        };
        responses: {
            /** @description Done; the product as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["ResellerProduct"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    resellerProductDelete: {
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
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    resellerWhmcsShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerWhmcsLink"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
        };
    };
    resellerWhmcsSave: {
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
                    /** @description The API credential's secret; leave it out to keep the saved one. */
                    secret?: string;
                };
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["ResellerWhmcsLink"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    resellerWhmcsTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The check ran. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["ResellerWhmcsCheck"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            409: components["responses"]["Failure"];
        };
    };
    resellerWhmcsNodesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The nodes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerWhmcsNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
        };
    };
    resellerWhmcsNodeShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                node: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The node. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerWhmcsNode"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
        };
    };
    resellerWhmcsContainersList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Matches the container, the server, the client (name or e-mail) and the service id. */
                search?: string;
                /** @description The WHMCS service status; `none`: containers without a service. */
                status?: "pending" | "active" | "suspended" | "terminated" | "cancelled" | "none";
                sortColumn?: "name" | "service" | "client" | "status";
                sortDirection?: "asc" | "desc";
            };
            header?: never;
            path: {
                node: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of containers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerWhmcsContainer"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
        };
    };
    resellerWhmcsContainerShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                node: number;
                container: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The container. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerWhmcsContainerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
        };
    };
    resellerWhmcsInviteShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                node: number;
                container: number;
                invite: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerWhmcsInvite"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
        };
    };
    resellerWhmcsInviteAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                node: number;
                container: number;
                invite: number;
                action: "resend" | "revoke";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the invite as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["ResellerWhmcsInvite"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    resellerWhmcsMappingsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mappings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerWhmcsMappingRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
        };
    };
    resellerWhmcsRemoteProductsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The WHMCS products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerWhmcsRemoteProduct"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            409: components["responses"]["Failure"];
        };
    };
    resellerWhmcsMappingShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                product: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mapping. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerWhmcsMapping"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
        };
    };
    resellerWhmcsMappingSave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                product: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    whmcs_product_id: number | null;
                    auto_setup?: components["schemas"]["ResellerWhmcsAutoSetup"];
                    send_invite?: boolean;
                    streams_option?: string | null;
                };
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["ResellerWhmcsMapping"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    resellerShopShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ResellerShop"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
        };
    };
    resellerShopOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResellerShopOrderInput"];
            };
        };
        responses: {
            /** @description Ordered; pay at the checkout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        data: components["schemas"]["ResellerShopOrder"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    moderatorTicketsCountUnread: {
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
    moderatorTicketsList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                search?: string;
                sortColumn?: "updated_at" | "created_at" | "id" | "subject" | "status" | "priority" | "customer";
                sortDirection?: "asc" | "desc";
                status?: components["schemas"]["SupportTicketStatus"];
                priority?: components["schemas"]["AdminTicketPriority"];
                /** @description 1: only the tickets with something unread for the staff. */
                unread?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tickets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ModeratorTicketSummary"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    moderatorTicketShow: {
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
            /** @description The ticket and its messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ModeratorTicketDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
        };
    };
    moderatorTicketRead: {
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
            200: components["responses"]["Count"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
        };
    };
    moderatorTicketReply: {
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
                "multipart/form-data": {
                    /** @description Plain text. */
                    message: string;
                    "attachments[]"?: string[];
                };
            };
        };
        responses: {
            /** @description The reply is in the thread. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModeratorTicketAnswer"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    moderatorTicketClose: {
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
            /** @description The ticket is closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModeratorTicketAnswer"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    moderatorTicketReopen: {
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
            /** @description The ticket is open again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModeratorTicketAnswer"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
        };
    };
    moderatorTicketAttachmentDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                attachment: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Failure"];
            404: components["responses"]["NotFound"];
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
    customerInvoicesList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Only invoices with this status. */
                status?: components["schemas"]["InvoiceStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["Invoice"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    customerInvoiceShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoice: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["InvoiceDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    customerShopProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shop's categories and their products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["ShopCategory"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    customerShopOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopOrderInput"];
            };
        };
        responses: {
            /** @description The order is placed and waits for payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["ShopOrder"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    settingsProfileShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SettingsProfileAnswer"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    settingsProfileUpdate: {
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
                    /** @description A tz database name, e.g. Europe/Berlin. */
                    timezone: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SettingsProfileAnswer"];
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    settingsNotificationsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsNotificationPreferences"];
            };
        };
        responses: {
            200: components["responses"]["SettingsProfileAnswer"];
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    settingsPasswordUpdate: {
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
                    /** @description Not the current password. */
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessMessage"];
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    settingsServerShow: {
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
            200: components["responses"]["SettingsServerAnswer"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    settingsServerUpdate: {
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
                "application/json": components["schemas"]["SettingsServerPreferencesInput"];
            };
        };
        responses: {
            200: components["responses"]["SettingsServerAnswer"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    settingsSharedUsersList: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                perpage?: number;
                /** @description Part of the name, username or e-mail address. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of shared users. A page past the last answers the last page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: components["schemas"]["SettingsSharedUser"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    settingsSharedUserCreate: {
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
                    /** @description How the owner knows them; optional. */
                    name?: string | null;
                    server_id: number;
                    library_ids: number[];
                };
            };
        };
        responses: {
            /** @description The invite has been sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["SettingsSharedUser"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Failure"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    settingsSharedUserUpdate: {
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
                    server_id: number;
                    library_ids: number[];
                };
            };
        };
        responses: {
            /** @description The access has changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["SettingsSharedUser"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    settingsSharedUserDelete: {
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
            404: components["responses"]["NotFound"];
        };
    };
    settingsCdnHostShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SettingsCdnHostAnswer"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    settingsCdnHostUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    host: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SettingsCdnHostAnswer"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    settingsCdnHostDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SettingsCdnHostAnswer"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    settingsCdnHostVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SettingsCdnHostAnswer"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
