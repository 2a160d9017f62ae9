import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';
import { seedStaffSide } from './staff-seed.ts';

/** A 320×180 PNG: a player's buffering spinner over a stalled progress bar, as a customer would screenshot it. */
const BUFFERING_SCREENSHOT_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAUAAAAC0CAIAAABqhmJGAAAINElEQVR42u3d57NUdx3H8fwDPsnkUR5Y0gtpBNI7SdTYZ3xmSSygghTpvfcO0hWMYMMukYBI772H3nsvQkSjjv7mnNlzz92zF7LL7oY4r8+8/4I785rvvXd3z9508y23SvqQdpMfgQSwJIAlASwBLAlgSQBLAlgCWBLAkgCWAJYEsCSAJQEsASwJYEkASwJYAljSBw34o7c1KNjHamqY7uO3Z3ss9Ik6uu2Oxwt2e01PpLvjzmxPhu6so7vueqpgd9f0dLp77s72TOjeOrrvnmcLdn9Nz6Wrd2+250MP1NGD971QsIdqejHdw/dneyn0SB3Vr9eoYI/W9HK6Bg9keyXUsI4ee/DVgj1e0yfTPfFQtk+Fnqyjpx7+dMGerum1dM88ku0zoWfr6Ln6ny3Y8zV9Lt0Lj2b7fOjFOnqpwRcK1qimL6Z7uWG2L4VeqSOAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGOD3D7hr167dunXr3r17jx49evbs2bt37z59+vTt27dfv379+/cfMGDAwIEDBw0aBDDAAN9AgDt16tS5c+cuXbpcE3DQO3jw4CFDhgwdOnTYsGEAAwzwBwm4ffv2HTp06NixY2L4KoDj85sGPHz48BEjRgAMMMDVBty2bdt27dplAYcjnADu1atXAjj5/TkATusdOXLkqFGjRo8eDTDAAFcJcOvWrdu0aZM1nPwWnQc4+QM4e35jvT+MBjDAAFcc8A+ipQ2nj3DyZ3AMuH69RgUB553foHfMmDFjx44FGGCAKwi4ZcuWrVq1ygOcHOEA+JovIyXnN6t33Lhx48ePBxhggCsCuHnz5i1atChouITXgWPAeXrDJkyYADDAAJcZ8PejFTRc8hs5kvM7Llqsd+LEiZMmTQIYYIDLBrhp06bNmjXLGi7LO7GS85vo/VE0gAEGuAyAvxctNhwzjg2X8a2UeXp/HG3y5MkAAwzw9QL+brTYcHKKy/5e6LTeydGmTJkCMMAAXxfgJk2afCdabDhmXKEPMyR6p0T7STSAAQa4dMCNGzduEi3NuEKAk8Mb030zGsAAA1wi4G9HaxwtYVzRjxOm6f402tSpUwEGGOBSAH8rt0RyFT4PHNOdmtu0adMABhjgUgB/M7eEcRUAJ27DfhYNYIABLhrwG9G+ES2RXAXAiduwn+cGMMAAFwf49Whv5BYYV+2ROjHaX6QGMMAAFwf467m9nlvVAAexv6w9gAEGuDjAX0stllw1wL+qvenTpwMMMMDFAf5qZlUDPD23X+cGMMAAFwf4K5lVDfBvMgMYYICLA/zf2qvyc6F/W3sAAwxwcYD/k1nVAP8uM4ABBrg4wP/OrGqA/5Db73MDGGCAiwP8r9Tei1Y1wH+svSAZYIABLg7we7n9M7eqAZ4xY8afag9ggAEuDnCM9h+5XblypWqA34o2IzWAAQa4OMCJ27C/51YFwDNnzvxzbm/lBjDAABf9aaTE7bvRLl++XAXAb0ebGS1m7NNIAANcCuB3c7sc7dKlS1UAPHv27FmzZr2dW2AMMMAAlwI4cRv2t2gXL16sKOC/RJsdbVa0YBhggAEu8ZlYabphFy5cOH/+fIUA/zXanDlz0ow9EwtggEsHnEc37Ny5cxUCPG/evLlz58aGE8YAAwzwdT0X+kK0mG7Y2bNnz5w5U3bACxYsmD9/fmI4Zuy50AADfL2Ak8N7NlrQe/r06VOnTpUR8KJFixYuXJg2HDMGGGCAy/DdSMnhTfSePHnyxIkTZQG8ZMmSxYsX5xkO891IAANctm8nzOo9fvz4sWPHjh49WjLg5cuXL1u2bOnSpYujpQ37dkKAAS7z9wMX1HvkyJHDhw+XAHjlypUrVqyIASdHODbs+4EBBrj8gEMF9R46dOjgwYMHDhzYt2/fNQGvXbt2zZo1q1evjgEnRzgxXFsvwAADXD7A4Y/e49HSgGO9+/fvD4D37Nmze/fuXbt27dixY/v27UHs1q1bN2/evGnTpo0bN65fv37dunXBcAC8atWqrOGMXoABBrisgEMFz28AvHfv3hjwzp07Y8DvvPNOQcDxEQ6GE8Bh6UfqAAwwwJUCHMrqDec3BhzObx7gLVu2xIA3bNgQDKcBJ0c475lYAAMMcAUBx2UBx78/x4C3bduWAA5HOAGcd4QLPtQOYIABrjjg+HXg9Pm9CuBwhPMAX+WplAADDHCVACevA18TcHyE389jZQEGGOBqAy7jc6EBBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIABBhhggAEGGGCAAQYYYIAD4JtvuVXShzSAJYAlASwJYAlgSQBLAlgSwBLAkgCWBLAEsCSAJQEsCWAJYEn/X4CPvvkRFdvQoeNuwF597cu6oQIYYIABBhhgASyABTDAAAPsv9CS/0JLAlgSwBLAkgCWBLAkgCWAJQEsCWBJAEsASwJYEsASwJIAlgSwpGv3P/KgvYC8xnMjAAAAAElFTkSuQmCC';

const PLEX_LOG = [
  'Jun 03, 2025 21:14:02.118 [0x7f3a2c1ff638] DEBUG - [Req#4a1c] Request: [10.42.0.17:51522 (WAN)] GET /video/:/transcode/universal/start.mpd?directPlay=0&directStream=1&maxVideoBitrate=80000',
  'Jun 03, 2025 21:14:02.301 [0x7f3a2c1ff638] DEBUG - [Req#4a1c/Transcode] Streaming Resource: Reached Decision id=4211 codes=(General=1001,Direct play not available; Conversion OK.)',
  'Jun 03, 2025 21:14:02.302 [0x7f3a2c1ff638] DEBUG - [Req#4a1c/Transcode] MDE: Dune (2021) 2160p Remux: video stream is hevc 3840x1600 @ 58.3 Mbps, audio truehd 7.1',
  'Jun 03, 2025 21:14:09.877 [0x7f3a2b9fe638] WARN - [Transcode/4211] Transcoder is throttled: buffer 2.1 s, speed 0.8x',
  'Jun 03, 2025 21:14:31.502 [0x7f3a2b9fe638] WARN - [Transcode/4211] Client bandwidth estimate 21.4 Mbps is below the stream bitrate 58.3 Mbps',
  'Jun 03, 2025 21:14:47.009 [0x7f3a2c1ff638] DEBUG - [Req#4b02] Request: [10.42.0.17:51530 (WAN)] GET /:/timeline?state=buffering&time=812455',
  'Jun 03, 2025 21:15:19.431 [0x7f3a2c1ff638] DEBUG - [Req#4b2e] Request: [10.42.0.17:51530 (WAN)] GET /:/timeline?state=buffering&time=812455',
  '',
].join('\n');

const JELLYFIN_LOG = [
  '[2025-06-04 08:31:12.004 +00:00] [INF] [42] Jellyfin.Api.Controllers.UserController: Authentication request for "mateo" has been denied (IP: "88.152.10.4").',
  '[2025-06-04 08:31:12.006 +00:00] [ERR] [42] Jellyfin.Server.Implementations.Users.UserManager: Error authenticating with provider "Jellyfin.Server.Implementations.Users.DefaultAuthenticationProvider"',
  'MediaBrowser.Controller.Authentication.AuthenticationException: Invalid username or password entered.',
  '[2025-06-04 08:31:40.911 +00:00] [INF] [18] Emby.Server.Implementations.HttpServer.WebSocketManager: WS "88.152.10.4" request',
  '[2025-06-04 08:31:41.207 +00:00] [WRN] [18] Jellyfin.Server.Middleware.ResponseTimeMiddleware: Slow HTTP Response from "https://mateo-garcia.ams-01.mediadock.test/Users/AuthenticateByName" to "88.152.10.4" in 0:00:02.8 with Status Code 401',
  '',
].join('\n');

const SUBTITLE_NOTES = [
  'Episode                         Offset I see',
  'Harbour Lights S03E02           subtitles 1.8 s late',
  'Harbour Lights S03E03           subtitles 1.9 s late',
  'Starboard S04E05                fine',
  'Dune (2021), English (SDH)      subtitles 2.0 s late',
  '',
  'All on the Shield TV, Plex app 10.18, Direct Play.',
  '',
].join('\n');

const TEXT = new TextEncoder();

function base64Of(text: string): string {
  let binary = '';
  for (const byte of TEXT.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function sizeOfBase64(content: string): number {
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  return (content.length / 4) * 3 - padding;
}

interface FileSeed {
  name: string;
  mime: string;
  content: string;
}

const logFile = (name: string, text: string): FileSeed => ({ name, mime: 'text/plain', content: base64Of(text) });
const screenshot = (name: string): FileSeed => ({ name, mime: 'image/png', content: BUFFERING_SCREENSHOT_PNG });

/** [author id, staff, minutes ago, body, files] */
type MessageSeed = [authorId: number, staff: boolean, minutesAgo: number, body: string, files?: FileSeed[]];

interface ThreadSeed {
  ticketId: number;
  /** For tickets `seedTickets()` does not create. */
  create?: { userId: number; subject: string; department: string };
  serverId: number | null;
  status: 'open' | 'answered' | 'customer-reply' | 'closed';
  messages: MessageSeed[];
  /** When it was closed, for closed tickets. */
  closedMinutesAgo?: number;
}

const EMMA = 11;
const ALEX = 1;
const SAM = 2;
const HOUR = 60;
const DAY = 24 * HOUR;

const signed = (name: string) => `<p>Best regards,<br>${name}<br>MediaDock Support</p>`;

const THREADS: ThreadSeed[] = [
  {
    ticketId: 1045,
    serverId: 1,
    status: 'open',
    messages: [
      [3, false, 40, 'Hi! Since yesterday evening every 4K remux on my Plex server buffers after a minute or two, on the TV and on my laptop. 1080p files play fine. I attached the Plex log from last night and a screenshot of the player. Nothing changed on my side as far as I know.\n\nThanks, Jordan', [logFile('plex-media-server.log', PLEX_LOG), screenshot('buffering-tv.png')]],
    ],
  },
  {
    ticketId: 1046,
    serverId: 6,
    status: 'open',
    messages: [[6, false, 120, 'Becker Archive shows "error" on the dashboard since nyc-01 went down this morning. Is my data safe? When will it be back?']],
  },
  {
    ticketId: 1047,
    serverId: 13,
    status: 'open',
    messages: [[14, false, 22 * HOUR, 'I would like my parents to watch from my Plex server at their place. How do I share my library with them, and do they need to pay for anything?']],
  },
  {
    ticketId: 1048,
    serverId: 2,
    status: 'closed',
    closedMinutesAgo: 5 * DAY,
    messages: [
      [4, false, 6 * DAY, 'I sent an Emby Connect invite to my brother (ravi.shah@example.com) twice but he gets no e-mail.'],
      [EMMA, true, 6 * DAY - 3 * HOUR, `<p>Hi Priya,</p><p>Emby Connect invites are sent by Emby itself, not by us, and they often land in the spam folder. Could Ravi look there, and for a sender ending in <strong>emby.media</strong>?</p><p>If it is not there, he can also accept the invite from his Emby Connect account under <em>Pending invitations</em>.</p>${signed('Emma Clarke')}`],
      [4, false, 5 * DAY - 2 * HOUR, 'It was in his spam folder. Thank you!'],
    ],
  },
  {
    ticketId: 1049,
    serverId: 8,
    status: 'closed',
    closedMinutesAgo: 11 * DAY,
    messages: [
      [7, false, 12 * DAY, 'My March invoice was charged twice on my card, once on the 1st and again on the 3rd.'],
      [ALEX, true, 12 * DAY - 5 * HOUR, `<p>Hello Oliver,</p><p>You are right: the payment gateway retried a payment that had gone through. We refunded the second charge of <strong>€90.00</strong> today; it shows on your card within 5 to 10 working days.</p><p>Sorry for the trouble.</p>${signed('Alex Morgan')}`],
    ],
  },
  {
    ticketId: 1050,
    serverId: 3,
    status: 'closed',
    closedMinutesAgo: 18 * DAY,
    messages: [
      [5, false, 20 * DAY, 'Could you add an anime library type? My anime is mixed in with my shows and the metadata is often wrong.'],
      [SAM, true, 19 * DAY, `<p>Hi Mateo,</p><p>Jellyfin does not have a separate anime type, but you can get good results today:</p><ol><li>Move the anime into its own folder, for example <code>/media/anime</code>.</li><li>Add a new <em>Shows</em> library for that folder.</li><li>In the library's settings, put the <strong>AniDB</strong> or <strong>AniList</strong> metadata provider first.</li></ol><p>Our guide has screenshots: <a href="https://wiki.mediadock.test/guides/jellyfin-anime">Anime libraries in Jellyfin</a>.</p>${signed('Sam Rivera')}`],
      [5, false, 18 * DAY + 2 * HOUR, 'Perfect, that works. You can close this.'],
    ],
  },
  {
    ticketId: 1051,
    serverId: 11,
    status: 'closed',
    closedMinutesAgo: 1 * DAY,
    messages: [
      [12, false, 2 * DAY, 'My trial ends on Friday but I have not had time to test the mobile apps yet. Could it be extended by a week?'],
      [ALEX, true, 2 * DAY - 4 * HOUR, `<p>Hi Kai,</p><p>Done: your trial now ends <strong>one week later</strong>. Enjoy testing!</p>${signed('Alex Morgan')}`],
    ],
  },
  {
    ticketId: 1052,
    create: { userId: 3, subject: 'Invite to my Plex server is not arriving', department: 'Technical' },
    serverId: 1,
    status: 'answered',
    messages: [
      [3, false, 3 * DAY, 'I invited grandma.lee@example.com from Plex Tools four days ago and the invite still says pending. She says she got nothing.'],
      [EMMA, true, 3 * DAY - 4 * HOUR, `<p>Hi Jordan,</p><p>The invite went out from Plex on our side. Pending invites usually mean the e-mail was filtered. Could you ask her to:</p><ul><li>look in the spam folder for a message from <strong>plex.tv</strong>;</li><li>or sign in at plex.tv with that address, where pending invites show under <em>Settings → Friends</em>.</li></ul><p>If that does not help, remove the invite in <a href="/app/plex-tools/invites">Plex Tools</a> and send it again; we will watch the delivery.</p>${signed('Emma Clarke')}`],
    ],
  },
  {
    ticketId: 1053,
    create: { userId: 3, subject: 'Subtitles out of sync after the Plex update', department: 'Technical' },
    serverId: 1,
    status: 'customer-reply',
    messages: [
      [3, false, 2 * DAY, 'Since the last Plex update, subtitles of some episodes show up about two seconds late.'],
      [SAM, true, DAY + 2 * HOUR, `<p>Hi Jordan,</p><p>Thanks for reporting. Which titles and which player? If you can, tell us the offset you see for a few of them, then we can tell whether the subtitle files or the player are the cause.</p>${signed('Sam Rivera')}`],
      [3, false, 3 * HOUR, 'Here is a list of what I checked yesterday evening.', [logFile('subtitle-offsets.txt', SUBTITLE_NOTES)]],
    ],
  },
  {
    ticketId: 1054,
    create: { userId: 3, subject: 'Question about my March invoice', department: 'Billing' },
    serverId: null,
    status: 'closed',
    closedMinutesAgo: 39 * DAY,
    messages: [
      [3, false, 41 * DAY, 'Why is my March invoice €2 higher than February?'],
      [ALEX, true, 40 * DAY, `<p>Hi Jordan,</p><p>VAT in your country went from 19% to 21% on 1 March, which is the difference. The plan price itself did not change.</p>${signed('Alex Morgan')}`],
      [3, false, 39 * DAY + 6 * HOUR, 'Makes sense, thanks!'],
    ],
  },
  {
    ticketId: 1055,
    create: { userId: 4, subject: 'Transcoding is slow on Shah Family Emby', department: 'Technical' },
    serverId: 2,
    status: 'answered',
    messages: [
      [4, false, 2 * DAY, 'When two of us watch at the same time, the second stream stutters. Is my plan too small?'],
      [EMMA, true, DAY + 20 * HOUR, `<p>Hi Priya,</p><p>Your plan transcodes two streams at once, but both of you were watching 4K files on 1080p TVs, which is the heaviest kind of transcode. Choosing <em>Original quality</em> on the TV apps lets Emby play the file directly without transcoding.</p><p>If you often need more, <strong>Emby Standard</strong> can be upgraded to hardware transcoding from the shop.</p>${signed('Emma Clarke')}`],
    ],
  },
  {
    ticketId: 1056,
    create: { userId: 5, subject: 'Jellyfin login fails on Android TV', department: 'Technical' },
    serverId: 3,
    status: 'open',
    messages: [[5, false, 5 * HOUR, 'The Jellyfin app on my Android TV says "invalid username or password", but the same login works in the browser. Log attached.', [logFile('jellyfin-android-tv.log', JELLYFIN_LOG)]]],
  },
];

function seedTickets(): void {
  const tickets: [userId: number, subject: string, department: string, status: string, minutesAgo: number][] = [
    [3, 'Plex buffers on 4K remuxes since yesterday', 'Technical', 'open', 40],
    [6, 'Becker Archive shows an error after the node outage', 'Technical', 'open', 120],
    [14, 'How do I share my library with my family?', 'General', 'open', 60 * 22],
    [4, 'Emby Connect invite does not arrive', 'Technical', 'closed', 60 * 24 * 6],
    [7, 'Invoice paid twice in March', 'Billing', 'closed', 60 * 24 * 12],
    [5, 'Could you add an anime library type?', 'General', 'closed', 60 * 24 * 20],
    [12, 'Can my trial be extended by a week?', 'Sales', 'closed', 60 * 24 * 2],
  ];
  tickets.forEach(([userId, subject, department, status, minutesAgo], index) => {
    db.ticket.create({ id: 1045 + index, user_id: userId, subject, department, status, created_at: ago({ minutes: minutesAgo }), updated_at: ago({ minutes: Math.max(1, minutesAgo - 30) }) });
  });
}

/** The ticket threads: customers' messages, staff replies and attachments. */
function seedThreads(): void {
  let messageId = 0;
  let attachmentId = 0;
  for (const thread of THREADS) {
    const first = thread.messages[0];
    if (!first) continue;
    const last = thread.messages.at(-1) ?? first;
    const updatedMinutesAgo = thread.closedMinutesAgo ?? last[2];
    // The customer read the thread when writing last, or when it was closed: only staff replies after that are unread.
    const lastOwn = [...thread.messages].reverse().find(([, staff]) => !staff) ?? first;
    const readAt = ago({ minutes: thread.closedMinutesAgo ?? lastOwn[2] });
    if (thread.create) {
      db.ticket.create({
        id: thread.ticketId,
        user_id: thread.create.userId,
        subject: thread.create.subject,
        department: thread.create.department,
        status: thread.status,
        server_id: thread.serverId,
        created_at: ago({ minutes: first[2] }),
        updated_at: ago({ minutes: updatedMinutesAgo }),
        customer_read_at: readAt,
      });
    } else {
      db.ticket.update({
        where: { id: { equals: thread.ticketId } },
        data: { status: thread.status, server_id: thread.serverId, created_at: ago({ minutes: first[2] }), updated_at: ago({ minutes: updatedMinutesAgo }), customer_read_at: readAt },
      });
    }
    for (const [authorId, staff, minutesAgo, body, files = []] of thread.messages) {
      messageId += 1;
      const at = ago({ minutes: minutesAgo });
      db.ticketMessage.create({ id: messageId, ticket_id: thread.ticketId, user_id: authorId, staff, body, format: staff ? 'html' : 'text', created_at: at });
      for (const file of files) {
        attachmentId += 1;
        db.ticketAttachment.create({ id: attachmentId, ticket_id: thread.ticketId, message_id: messageId, name: file.name, mime: file.mime, size: sizeOfBase64(file.content), content: file.content, created_at: at });
      }
    }
  }
}

/** The tickets, then their threads, then the staff's side of them and the older tickets. */
export function seedSupport(): void {
  seedTickets();
  seedThreads();
  seedStaffSide();
}
