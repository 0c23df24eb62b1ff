// The bridge to TensorBoard: the iframe opens a MessageChannel to the host page
// ("experimental.bootstrap"), answers every message, and reloads on
// "experimental.DataReloaded" (TensorBoard's reload button and auto-reload).

import {mergeHash, parseHash} from './model/state';

export const PLUGIN = 'attention';

interface Message {
  type: string;
  id: number;
  payload: unknown;
  error: string | null;
  isReply: boolean;
}

export class Host {
  private port: MessagePort | null = null;
  private nextId = 1;
  private waits = new Map<number, (payload: unknown) => void>();
  readonly embedded: boolean;

  constructor(private onReload: () => void) {
    this.embedded = window.parent !== window;
    if (!this.embedded) return;
    const channel = new MessageChannel();
    this.port = channel.port1;
    this.port.onmessage = (event) => this.receive(event);
    window.parent.postMessage('experimental.bootstrap', window.location.origin, [channel.port2]);
  }

  private receive(event: MessageEvent): void {
    let msg: Message;
    try {
      msg = JSON.parse(event.data);
    } catch {
      return;
    }
    if (!msg || typeof msg !== 'object') return;
    if (msg.isReply) {
      const done = this.waits.get(msg.id);
      this.waits.delete(msg.id);
      done?.(msg.error ? null : msg.payload);
      return;
    }
    // The host waits for a reply to every message it sends.
    this.port?.postMessage(JSON.stringify({type: msg.type, id: msg.id, payload: null, error: null, isReply: true}));
    if (msg.type === 'experimental.DataReloaded') this.onReload();
  }

  private send(type: string, payload: unknown, timeoutMs = 1500): Promise<unknown> {
    if (!this.port) return Promise.resolve(null);
    const id = this.nextId++;
    this.port.postMessage(JSON.stringify({type, id, payload, error: null, isReply: false}));
    return new Promise((resolve) => {
      this.waits.set(id, resolve);
      setTimeout(() => {
        if (this.waits.delete(id)) resolve(null);
      }, timeoutMs);
    });
  }

  /** The p.attention.* keys of TensorBoard's URL (or of this page's own hash when standalone). */
  async getUrlData(): Promise<Record<string, string>> {
    if (!this.embedded) return parseHash(window.location.hash, PLUGIN);
    // TensorBoard 2.21 answers GetURLPluginData from a dictionary that does not see keys put
    // into the hash by hand, so the host page's own hash (same origin) comes first.
    const parent = safeParent();
    const fromHash = parent ? parseHash(parent.location.hash, PLUGIN) : {};
    const data = await this.send('experimental.GetURLPluginData', null);
    const fromHost = data && typeof data === 'object' ? (data as Record<string, string>) : {};
    return {...fromHost, ...fromHash};
  }

  /** Calls back when the URL's hash changes by navigation (a link pasted into an open tab,
   * Back and Forward over the entries the tab pushed); the tab's own replaceState and
   * pushState fire neither event. */
  watchUrl(onChange: () => void): void {
    const target = this.embedded ? safeParent() : window;
    target?.addEventListener('hashchange', () => onChange());
    target?.addEventListener('popstate', () => onChange());
  }

  /** Put the state into TensorBoard's URL without navigating: a new history entry with push
   * (a view, scope or compare changed: Back returns to it), else the current one replaced (a
   * sort, filter or zoom). An unchanged URL adds no entry. */
  setUrlData(data: Record<string, string>, push = false): void {
    const target = this.embedded ? safeParent() : window;
    if (!target) return;
    try {
      const loc = target.location;
      const hash = mergeHash(loc.hash, PLUGIN, data);
      const url = `${loc.pathname}${loc.search}${hash ? '#' + hash : ''}`;
      if (push && url !== `${loc.pathname}${loc.search}${loc.hash}`) target.history.pushState(target.history.state, '', url);
      else target.history.replaceState(target.history.state, '', url);
    } catch {
      // a cross-origin host: the state just stays in this frame
    }
  }
}

function safeParent(): Window | null {
  try {
    void window.parent.location.href; // throws when cross-origin
    return window.parent;
  } catch {
    return null;
  }
}
