// Background Sync for the outbox (imported by the generated service worker). The queue lives in IndexedDB and is
// sent by the app's sync leader; this only wakes it when the browser regains a connection (see docs/sync.md).
self.addEventListener('sync', (event) => {
  if (event.tag !== 'yuanwu-sync') return;
  event.waitUntil(
    Promise.resolve().then(() => {
      const channel = new BroadcastChannel('yuanwu-sync');
      channel.postMessage({ type: 'wake' });
      channel.close();
    }),
  );
});
