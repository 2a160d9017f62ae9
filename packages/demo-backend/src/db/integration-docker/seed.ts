import { ago } from '#lib/clock.ts';
import { recordIntegrationCheck, saveIntegration } from '#model/integrations.ts';
import { db } from '../database.ts';

type ServiceSeed = {
  name: string;
  image: string;
  tag: string;
  description: string;
  types: string[];
  env: [string, string][];
  ports: string[];
  volumes: string[];
  enabled: boolean;
  daysAgo: number;
};

const ALL = ['plex', 'emby', 'jellyfin'];

/** Sidecars the platform starts next to its customers' media servers, as its runbooks name them. */
const SERVICES: ServiceSeed[] = [
  { name: 'Tautulli', image: 'ghcr.io/tautulli/tautulli', tag: 'v2.15.0', description: 'Watch statistics and notifications for Plex.', types: ['plex'], env: [['TAUTULLI_DOCKER', 'True']], ports: ['8181:8181/tcp'], volumes: ['/opt/mediadock/tautulli:/config'], enabled: true, daysAgo: 412 },
  { name: 'Watchtower', image: 'containrrr/watchtower', tag: '1.7.1', description: 'Restarts sidecars when their image changes.', types: ALL, env: [['WATCHTOWER_CLEANUP', 'true'], ['WATCHTOWER_SCHEDULE', '0 0 4 * * *']], ports: [], volumes: ['/var/run/docker.sock:/var/run/docker.sock'], enabled: true, daysAgo: 380 },
  { name: 'rclone helper', image: 'rclone/rclone', tag: '1.68.2', description: 'Mounts the shared media storage read-only.', types: ALL, env: [['RCLONE_VFS_CACHE_MODE', 'full'], ['RCLONE_DIR_CACHE_TIME', '12h']], ports: [], volumes: ['/mnt/media:/data:shared', '/opt/mediadock/rclone:/config/rclone'], enabled: true, daysAgo: 365 },
  { name: 'Plex Meta Manager', image: 'meta-manager/plex-meta-manager', tag: 'v1.20.0', description: 'Builds collections and overlays from lists.', types: ['plex'], env: [['PMM_RUN', 'false'], ['PMM_TIME', '03:00']], ports: [], volumes: ['/opt/mediadock/pmm:/config'], enabled: true, daysAgo: 298 },
  { name: 'Overseerr', image: 'sctx/overseerr', tag: '1.33.2', description: 'Media requests for Plex users.', types: ['plex'], env: [['LOG_LEVEL', 'info']], ports: ['5055:5055/tcp'], volumes: ['/opt/mediadock/overseerr:/app/config'], enabled: true, daysAgo: 240 },
  { name: 'Jellyseerr', image: 'fallenbagel/jellyseerr', tag: '2.1.0', description: 'Media requests for Jellyfin and Emby users.', types: ['jellyfin', 'emby'], env: [['LOG_LEVEL', 'info']], ports: ['5056:5055/tcp'], volumes: ['/opt/mediadock/jellyseerr:/app/config'], enabled: true, daysAgo: 180 },
  { name: 'JFA-Go', image: 'hrfee/jfa-go', tag: '0.5.1', description: 'Invites and account sign-up for Jellyfin.', types: ['jellyfin'], env: [], ports: ['8056:8056/tcp'], volumes: ['/opt/mediadock/jfa-go:/data', '/etc/localtime:/etc/localtime:ro'], enabled: true, daysAgo: 150 },
  { name: 'Notifiarr', image: 'golift/notifiarr', tag: '0.8.3', description: 'Sends server alerts to the community channels.', types: ALL, env: [['DN_LOG_FILE', '/config/notifiarr.log']], ports: ['5454:5454/tcp'], volumes: ['/opt/mediadock/notifiarr:/config'], enabled: false, daysAgo: 120 },
  { name: 'Autoscan', image: 'cloudb0x/autoscan', tag: '1.4.0', description: 'Asks the media server to scan only the folders that changed.', types: ALL, env: [['AUTOSCAN_VERBOSITY', '1']], ports: ['3030:3030/tcp'], volumes: ['/opt/mediadock/autoscan:/config', '/mnt/media:/data:ro'], enabled: true, daysAgo: 96 },
  { name: 'Kitana', image: 'pannal/kitana', tag: 'latest', description: 'Web interface for Plex plug-ins.', types: ['plex'], env: [], ports: ['31337:31337/tcp'], volumes: ['/opt/mediadock/kitana:/app/data'], enabled: false, daysAgo: 75 },
  { name: 'Recyclarr', image: 'ghcr.io/recyclarr/recyclarr', tag: '7.4.0', description: 'Keeps quality profiles in step with the guides.', types: ALL, env: [['CRON_SCHEDULE', '@daily']], ports: [], volumes: ['/opt/mediadock/recyclarr:/config'], enabled: true, daysAgo: 40 },
  { name: 'Emby Stat', image: 'uping/embystat', tag: '0.2.0', description: 'Library and user statistics for Emby.', types: ['emby'], env: [], ports: ['6555:6555/tcp'], volumes: ['/opt/mediadock/embystat:/config'], enabled: false, daysAgo: 12 },
];

/** Newest tags the registries answered at the last check, a few days ago. */
const SEEN: Record<string, string> = {
  'lscr.io/linuxserver/plex': '1.41.3',
  'lscr.io/linuxserver/emby': '4.8.11',
  'lscr.io/linuxserver/jellyfin': '10.10.3',
  'ghcr.io/tautulli/tautulli': 'v2.15.0',
  'containrrr/watchtower': '1.7.1',
  'rclone/rclone': '1.68.2',
  'meta-manager/plex-meta-manager': 'v1.21.1',
};

export function seedIntegrationDocker(): void {
  SERVICES.forEach((service, index) => {
    const id = index + 1;
    const created = ago({ days: service.daysAgo, hours: index * 3 });
    db.dockerService.create({
      id,
      name: service.name,
      image: service.image,
      tag: service.tag,
      description: service.description,
      server_types: service.types,
      env: JSON.stringify(service.env.map(([key, value]) => ({ key, value }))),
      ports: service.ports,
      volumes: service.volumes,
      enabled: service.enabled,
      created_at: created,
      updated_at: index % 3 === 0 ? ago({ days: Math.floor(service.daysAgo / 4) }) : created,
    });
  });
  const checked = ago({ days: 3, hours: 5 });
  const media = [
    ['plex', 'lscr.io/linuxserver/plex'],
    ['emby', 'lscr.io/linuxserver/emby'],
    ['jellyfin', 'lscr.io/linuxserver/jellyfin'],
  ] as const;
  media.forEach(([kind, repository], index) =>
    db.dockerImage.create({ id: index + 1, kind, service_id: null, repository, latest_tag: SEEN[repository] ?? null, checked_at: checked }),
  );
  SERVICES.forEach((service, index) =>
    db.dockerImage.create({ id: media.length + index + 1, kind: 'service', service_id: index + 1, repository: service.image, latest_tag: SEEN[service.image] ?? null, checked_at: SEEN[service.image] ? checked : null }),
  );

  saveIntegration('docker', { configured: true, enabled: true });
  recordIntegrationCheck('docker', true, 'The global variables reach every node.', ago({ hours: 6 }));
  saveIntegration('docker-services', { configured: true, enabled: true });
  recordIntegrationCheck('docker-services', true, '9 of 12 services are enabled.', ago({ hours: 6 }));
  saveIntegration('images', { configured: true, enabled: true });
  recordIntegrationCheck('images', true, 'A newer tag is out for 2 images.', checked);
}
