import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiEvents } from '../events.ts';
import { makeUser, signInForTest, signOutForTest } from '../testing/index.ts';
import { downloadFile } from './download.ts';
import { ApiError, NetworkError } from './errors.ts';

const ATTACHMENT = '/api/customer/support/tickets/1045/attachments/7';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signOutForTest();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** The names the browser was asked to save files under; jsdom has no downloads of its own. */
let saved: Array<{ name: string; href: string }>;
beforeEach(() => {
  saved = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:attachment' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});

describe('downloadFile', () => {
  it('fetches the file with the session’s token and saves it under the given name', async () => {
    const seen: Headers[] = [];
    server.use(
      mswHttp.get(`*${ATTACHMENT}`, ({ request }) => {
        seen.push(request.headers);
        return new HttpResponse('log line', { headers: { 'Content-Type': 'text/plain' } });
      }),
    );
    signInForTest(makeUser(), 'secret-token');
    await downloadFile(ATTACHMENT, 'plex-media-server.log');
    expect(seen[0]?.get('Authorization')).toBe('Bearer secret-token');
    expect(saved).toEqual([{ name: 'plex-media-server.log', href: 'blob:attachment' }]);
    // The link is only a vehicle for the download; the page keeps no trace of it.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('rejects with the server’s message and saves nothing when the file is refused', async () => {
    server.use(mswHttp.get(`*${ATTACHMENT}`, () => HttpResponse.json({ success: false, message: 'Attachment not found.' }, { status: 404 })));
    const failure = downloadFile(ATTACHMENT, 'missing.png');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Attachment not found.', method: 'GET', url: ATTACHMENT });
    expect(saved).toEqual([]);
  });

  it('rejects with the status text when a failed answer has no JSON body', async () => {
    server.use(mswHttp.get(`*${ATTACHMENT}`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })));
    await expect(downloadFile(ATTACHMENT, 'screen.png')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway', body: null });
  });

  it('rejects with a NetworkError and a quiet unreachable event when there is no answer', async () => {
    const onUnreachable = vi.fn();
    const off = apiEvents.on('unreachable', onUnreachable);
    server.use(mswHttp.get(`*${ATTACHMENT}`, () => HttpResponse.error()));
    await expect(downloadFile(ATTACHMENT, 'screen.png')).rejects.toBeInstanceOf(NetworkError);
    off();
    expect(onUnreachable).toHaveBeenCalledWith({ url: ATTACHMENT });
    expect(saved).toEqual([]);
  });
});
