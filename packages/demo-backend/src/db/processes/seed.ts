import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';

type Run = [nodeId: number, minutesAgo: number, command: string, result: string | null, success: boolean, time: number, transaction: string | null];

/** Commands the platform ran on its nodes: most in the last hour, a few from earlier days. */
function runs(): Run[] {
  return [
    [1, 2, 'docker restart --time 30 plex-jordan-lee', 'plex-jordan-lee', true, 9.31, null],
    [2, 4, 'systemctl is-active rclone-gdrive@emby-priya-shah.service', 'inactive', false, 0.08, null],
    [1, 6, 'docker pull lscr.io/linuxserver/plex:latest', 'latest: Pulling from linuxserver/plex\nDigest: sha256:4f1c0f5d0b7e2f8a6c3d9e1b5a7f2c4e8d0b6a3f9c1e7d5b2a8f4c6e0d3b9a17\nStatus: Downloaded newer image for lscr.io/linuxserver/plex:latest', true, 18.44, 'txn_8kq2w7c1m4zr'],
    [1, 6, 'docker compose --project-directory /opt/mediadock/stacks/plex-hannah-becker up --detach --force-recreate --remove-orphans plex', 'Container plex-hannah-becker  Recreate\nContainer plex-hannah-becker  Recreated\nContainer plex-hannah-becker  Starting\nContainer plex-hannah-becker  Started', true, 12.87, 'txn_8kq2w7c1m4zr'],
    [1, 5, 'curl -fsS --max-time 10 -o /dev/null -w "%{http_code}" http://127.0.0.1:32401/identity', '200', true, 0.31, 'txn_8kq2w7c1m4zr'],
    [4, 9, 'curl -fsS --max-time 5 http://127.0.0.1:8096/health', 'curl: (7) Failed to connect to 127.0.0.1 port 8096 after 0 ms: Couldn\'t connect to server', false, 0.02, null],
    [3, 11, 'df -h /mnt/media | tail -n 1', '/dev/md0         44T   31T   13T  71% /mnt/media', true, 0.05, null],
    [3, 14, 'mountpoint -q /mnt/gdrive/jellyfin-mateo-garcia && echo mounted', 'mounted', true, 0.03, null],
    [1, 17, 'docker exec plex-jordan-lee chown -R abc:abc "/config/Library/Application Support/Plex Media Server/Plug-in Support"', '', true, 2.74, null],
    [6, 19, 'rsync -a --delete /opt/mediadock/stacks/jellyfin-lucas-ferreira/config/ /backups/jellyfin-lucas-ferreira/config-nightly/', '', true, 41.6, 'txn_r5t1y8u3p0qa'],
    [6, 18, 'tar -czf /backups/jellyfin-lucas-ferreira/config-nightly.tar.gz -C /backups/jellyfin-lucas-ferreira config-nightly', '', true, 22.18, 'txn_r5t1y8u3p0qa'],
    [6, 18, 'rclone copy /backups/jellyfin-lucas-ferreira/config-nightly.tar.gz offsite:mediadock-backups/lon-r1/ --transfers 4', 'Transferred:   \t  312.448 MiB / 312.448 MiB, 100%, 28.4 MiB/s, ETA 0s\nTransferred:            1 / 1, 100%', true, 11.03, 'txn_r5t1y8u3p0qa'],
    [2, 23, 'docker ps --filter name=emby- --format "{{.Names}}: {{.Status}}"', 'emby-priya-shah: Up 3 days\nemby-sofia-rossi: Up 11 days', true, 0.12, null],
    [5, 27, 'cat /proc/loadavg', '1.02 0.97 0.91 2/1184 3314021', true, 0.01, null],
    [2, 31, 'systemctl restart rclone-gdrive@emby-priya-shah.service', 'Job for rclone-gdrive@emby-priya-shah.service failed because the control process exited with error code.\nSee "systemctl status rclone-gdrive@emby-priya-shah.service" and "journalctl -xeu rclone-gdrive@emby-priya-shah.service" for details.', false, 1.64, null],
    [7, 35, 'docker start plex-ethan-brooks', 'plex-ethan-brooks', true, 1.21, null],
    [1, 38, 'journalctl -u docker --since "15 min ago" --no-pager | grep -i error | tail -n 20', '', true, 0.44, null],
    [3, 42, 'docker stop --time 30 plex-noah-williams', 'plex-noah-williams', true, 6.02, null],
    [6, 46, 'docker pull lscr.io/linuxserver/jellyfin:latest', 'latest: Pulling from linuxserver/jellyfin\nStatus: Image is up to date for lscr.io/linuxserver/jellyfin:latest', true, 3.87, 'txn_z3x6c9v2b5nm'],
    [6, 45, 'docker compose --project-directory /opt/mediadock/stacks/jellyfin-lucas-ferreira-family up --detach --force-recreate --remove-orphans jellyfin', 'Error response from daemon: driver failed programming external connectivity on endpoint jellyfin-lucas-ferreira-family: Bind for 0.0.0.0:8921 failed: port is already allocated', false, 4.16, 'txn_z3x6c9v2b5nm'],
    [5, 52, 'find /opt/mediadock/stacks/jellyfin-chloe-martin/cache/transcodes -type f -mmin +120 -delete', '', true, 0.93, null],
    [4, 56, 'ping -c 3 -W 2 nyc-01.nodes.mediadock.test', '3 packets transmitted, 0 received, 100% packet loss, time 2043ms', false, 6.05, null],
    [1, 60 * 20, 'apt-get -qq update && apt-get -qq -y upgrade docker-ce docker-ce-cli containerd.io', '', true, 84.2, null],
    [2, 60 * 26, 'docker system prune --force --filter "until=168h"', 'Deleted Images:\nuntagged: lscr.io/linuxserver/emby:4.8.8\nTotal reclaimed space: 1.482GB', true, 17.9, null],
    [3, 60 * 49, 'zpool scrub media', '', true, 0.6, null],
    [1, 60 * 73, 'docker exec plex-hannah-becker /usr/lib/plexmediaserver/Plex\\ Media\\ Scanner --scan --refresh --section 4', 'Scanning section 4 (4K Movies)', true, 212.5, null],
  ];
}

export function seedProcesses(): void {
  runs().forEach(([nodeId, minutesAgo, command, result, success, time, transaction], index) => {
    db.process.create({
      id: index + 1,
      node_id: nodeId,
      command,
      result,
      success,
      time,
      transaction_id: transaction,
      created_at: ago({ minutes: minutesAgo }),
    });
  });
}
