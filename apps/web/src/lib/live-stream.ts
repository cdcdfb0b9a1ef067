import { useEffect, useRef } from 'react';
import {
  LIVE_STREAM_PATH,
  type LiveEventMap,
  type LiveEventType,
} from '@petmitra/core/live/events';
import { useSessionUser } from './use-session-user';

type Handler = (data: unknown, id: string) => void;

/**
 * One Server-Sent Events connection per tab to the live stream, opened while a signed-in page
 * listens and closed when nothing does. EventSource reconnects by itself and sends
 * Last-Event-ID, so the server replays what the tab missed.
 */
const handlers = new Map<string, Set<Handler>>();
let source: EventSource | null = null;
let sourceUser: string | null = null;
const attached = new Set<string>();
/** Called each time the stream opens or reopens (see useLiveOpen). */
const openHandlers = new Set<() => void>();

function attach(type: string) {
  if (!source || attached.has(type)) return;
  attached.add(type);
  source.addEventListener(type, (event) => {
    const message = event as MessageEvent<string>;
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    for (const handler of handlers.get(type) ?? []) handler(data, message.lastEventId);
  });
}

function connect(userId: string) {
  if (source && sourceUser === userId) return;
  disconnect();
  source = new EventSource(LIVE_STREAM_PATH, { withCredentials: true });
  source.addEventListener('open', () => {
    for (const handler of openHandlers) handler();
  });
  sourceUser = userId;
  for (const type of handlers.keys()) attach(type);
}

function disconnect() {
  source?.close();
  source = null;
  sourceUser = null;
  attached.clear();
}

function subscribe(userId: string, type: string, handler: Handler) {
  let set = handlers.get(type);
  if (!set) handlers.set(type, (set = new Set()));
  set.add(handler);
  connect(userId);
  attach(type);
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(type);
    if (handlers.size === 0) disconnect();
  };
}

/**
 * Calls `handler` for every live event of `type` while the component is mounted and a user is
 * signed in. The handler may change between renders without reconnecting.
 */
export function useLiveEvent<T extends LiveEventType>(
  type: T,
  handler: (data: LiveEventMap[T]) => void,
) {
  const { user } = useSessionUser();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    return subscribe(userId, type, (data) => latest.current(data as LiveEventMap[T]));
  }, [userId, type]);
}

/**
 * Calls `handler` whenever the live stream opens or reopens while the component is mounted.
 * Whatever the page fetched before the stream was open may have missed an event (the first
 * connection has no Last-Event-ID to replay from), so listeners refetch here.
 */
export function useLiveOpen(handler: () => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const run = () => latest.current();
    openHandlers.add(run);
    return () => {
      openHandlers.delete(run);
    };
  }, []);
}
