import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';

type Run = [nodeId: number, minutesAgo: number, command: string, result: string | null, success: boolean, time: number, transaction: string | null];

/** Commands the platform ran on its nodes: most in the last hour, a few from earlier days. Their ids are fixed. */
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

/** The media-server containers of each node, as the servers' seed places them. */
const CONTAINERS: Record<number, string[]> = {
  1: ['plex-jordan-lee', 'plex-hannah-becker', 'emby-amara-nwosu'],
  2: ['emby-priya-shah', 'emby-hannah-becker-kids', 'plex-hannah-becker-holiday', 'emby-sofia-rossi'],
  3: ['jellyfin-mateo-garcia', 'jellyfin-kai-tanaka', 'plex-noah-williams'],
  4: ['jellyfin-hannah-becker-archive'],
  5: ['plex-oliver-grant', 'jellyfin-chloe-martin'],
  6: ['plex-lucas-ferreira', 'jellyfin-lucas-ferreira-family', 'plex-lena-johansson'],
  7: ['plex-ethan-brooks'],
};

/** How many older processes the history holds besides the runs above. */
export const HISTORY_SIZE = 2000;

/** A fixed sequence of numbers in [0, 1): the same history on every seed. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

type Step = [command: string, result: string, failure: string, seconds: number];

/** One job on a node: a command, or several that share a transaction. Results stay short: the browser saves every row. */
function job(container: string, pick: (items: number) => number, random: () => number): Step[] {
  const [type = 'plex', ...rest] = container.split('-');
  const slug = rest.join('-');
  const port = type === 'plex' ? 32400 : 8096;
  const used = 18 + pick(20);
  switch (pick(12)) {
    case 0:
      return [[`docker restart --time 30 ${container}`, container, `Error response from daemon: container ${container} is restarting`, 4 + random() * 9]];
    case 1:
      return [[`docker pull lscr.io/linuxserver/${type}:latest`, 'Status: Image is up to date', 'net/http: TLS handshake timeout', 2 + random() * 20]];
    case 2:
      return [[`df -h /mnt/media | tail -n 1`, `/dev/md0  44T  ${used}T  ${44 - used}T  ${Math.round((used / 44) * 100)}% /mnt/media`, 'df: /mnt/media: Transport endpoint is not connected', 0.04]];
    case 3:
      return [['cat /proc/loadavg', `${(random() * 3).toFixed(2)} ${(random() * 3).toFixed(2)} ${(random() * 3).toFixed(2)} 2/1184 ${100000 + pick(900000)}`, '', 0.01]];
    case 4:
      return [[`systemctl is-active rclone-gdrive@${slug}.service`, 'active', 'inactive', 0.08]];
    case 5:
      return [[`curl -fsS --max-time 5 -o /dev/null -w "%{http_code}" http://127.0.0.1:${port}/identity`, '200', `curl: (7) Failed to connect to 127.0.0.1 port ${port}`, 0.3]];
    case 6:
      return [[`mountpoint -q /mnt/gdrive/${slug} && echo mounted`, 'mounted', '', 0.03]];
    case 7:
      return [[`find /opt/mediadock/stacks/${slug}/cache/transcodes -type f -mmin +120 -delete`, '', 'find: No such file or directory', 0.5 + random() * 2]];
    case 8:
      return [
        [`rsync -a --delete /opt/mediadock/stacks/${slug}/config/ /backups/${slug}/config-nightly/`, '', 'rsync error: some files could not be transferred (code 23)', 10 + random() * 40],
        [`tar -czf /backups/${slug}/config-nightly.tar.gz -C /backups/${slug} config-nightly`, '', 'tar: Exiting with failure status', 5 + random() * 20],
      ];
    case 9:
      return [
        [`docker pull lscr.io/linuxserver/${type}:latest`, 'Status: Downloaded newer image', 'net/http: TLS handshake timeout', 8 + random() * 20],
        [`docker compose --project-directory /opt/mediadock/stacks/${slug} up --detach --force-recreate ${type}`, `Container ${container}  Started`, 'port is already allocated', 6 + random() * 10],
      ];
    case 10:
      return [[`docker exec ${container} chown -R abc:abc /config`, '', `chown: cannot access '/config': No such file or directory`, 1 + random() * 4]];
    default:
      return [[`docker stop --time 30 ${container}`, container, `Error response from daemon: No such container: ${container}`, 2 + random() * 8]];
  }
}

/** Older history: jobs every half hour or so on one node or another, from an hour and more ago back over weeks. */
function history(): Run[] {
  const random = sequence(20_260_115);
  const pick = (items: number) => Math.floor(random() * items);
  const nodes = Object.keys(CONTAINERS).map(Number);
  const jobs: Run[][] = [];
  let minutesAgo = 70;
  let count = 0;
  while (count < HISTORY_SIZE) {
    const nodeId = nodes[pick(nodes.length)] ?? 1;
    const containers = CONTAINERS[nodeId] ?? [];
    const steps = job(containers[pick(containers.length)] ?? 'plex-jordan-lee', pick, random).slice(0, HISTORY_SIZE - count);
    const transaction = steps.length > 1 ? `txn_${random().toString(36).slice(2, 14).padEnd(12, '0')}` : null;
    // The New York node has been failing for a while.
    const failing = random() < (nodeId === 4 ? 0.35 : 0.06);
    let at = minutesAgo;
    jobs.push(
      steps.map(([command, result, failure, seconds], index) => {
        const failed = failing && index === steps.length - 1;
        const run: Run = [nodeId, at, command, failed ? failure : result, !failed, Math.round(seconds * 100) / 100, transaction];
        at -= Math.ceil(seconds / 60);
        return run;
      }),
    );
    count += steps.length;
    minutesAgo += steps.length + 8 + pick(35);
  }
  // The oldest first, so the ids grow with time as a database's would.
  return jobs.reverse().flat();
}

export function seedProcesses(): void {
  [...runs(), ...history()].forEach(([nodeId, minutesAgo, command, result, success, time, transaction], index) => {
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
