import { randomBytes } from 'node:crypto';
import {
  context,
  propagation,
  trace,
  TraceFlags,
  type TextMapPropagator,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  SamplingDecision,
  type ReadableSpan,
  type Sampler,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { log } from '@/lib/log';
import { metrics } from '@/lib/metrics';

/**
 * Requests by route and status, counted from Next's own OpenTelemetry spans: Next opens a
 * `BaseServer.handleRequest` span for every request it serves (pages, route handlers, the 404)
 * and, at its end, names the route pattern (`next.route`) and the status. The sampler records that
 * span only; every other span Next opens is a non-recording one that costs next to nothing.
 *
 * A page request is served in two passes when proxy.ts runs: the proxy pass, then the render pass,
 * which Next makes a child of the first by writing a `traceparent` onto the request. Only the
 * render pass is counted (proxy.ts counts the answers it gives itself: redirects, the editor's
 * guard). The propagator takes a `traceparent` only when its `tracestate` carries this process's
 * secret mark, so a client's own trace headers never change what is counted.
 */
const HANDLE_REQUEST = 'BaseServer.handleRequest';
const MARK_KEY = 'site';

type Holder = {
  __siteRequestSpans?: { mark: string; requestIds: Map<string, string> };
};
const holder = globalThis as Holder;
const shared = (holder.__siteRequestSpans ??= {
  mark: randomBytes(12).toString('base64url'),
  requestIds: new Map(),
});

/**
 * Tells the request log line the id of the request this code serves (proxy.ts for pages, the
 * API's wrappers for route handlers). Without recording spans it does nothing.
 */
export function noteRequestId(requestId: string): void {
  const span = trace.getActiveSpan();
  if (!span) return;
  const { traceId } = span.spanContext();
  if (trace.isSpanContextValid(span.spanContext())) shared.requestIds.set(traceId, requestId);
}

/** Forgets the id noted for this request: proxy.ts answered it itself and counted it. */
export function forgetRequestId(): void {
  const traceId = trace.getActiveSpan()?.spanContext().traceId;
  if (traceId) shared.requestIds.delete(traceId);
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** W3C trace context between Next's two passes of one request, and only between them. */
const passPropagator: TextMapPropagator = {
  inject(active, carrier, setter) {
    const spanContext = trace.getSpanContext(active);
    if (!spanContext || !trace.isSpanContextValid(spanContext)) return;
    const flags = spanContext.traceFlags.toString(16).padStart(2, '0');
    setter.set(carrier, 'traceparent', `00-${spanContext.traceId}-${spanContext.spanId}-${flags}`);
    setter.set(carrier, 'tracestate', `${MARK_KEY}=${shared.mark}`);
  },
  extract(active, carrier, getter) {
    const first = (value: string | string[] | undefined) =>
      Array.isArray(value) ? value[0] : value;
    const state = first(getter.get(carrier, 'tracestate'));
    if (state !== `${MARK_KEY}=${shared.mark}`) return active;
    const parsed = TRACEPARENT.exec(first(getter.get(carrier, 'traceparent')) ?? '');
    if (!parsed) return active;
    return trace.setSpanContext(active, {
      traceId: parsed[1]!,
      spanId: parsed[2]!,
      traceFlags: parseInt(parsed[3]!, 16) & TraceFlags.SAMPLED,
      isRemote: true,
    });
  },
  fields: () => ['traceparent', 'tracestate'],
};

const onlyRequestSpans: Sampler = {
  shouldSample(_context, _traceId, _name, _kind, attributes) {
    return {
      decision:
        attributes['next.span_type'] === HANDLE_REQUEST
          ? SamplingDecision.RECORD_AND_SAMPLED
          : SamplingDecision.NOT_RECORD,
    };
  },
  toString: () => 'OnlyRequestSpans',
};

/** The label of a route: Next's pattern (`/news/[slug]`), 'unmatched' when none served it. */
export function routeLabel(route: unknown): string {
  if (typeof route !== 'string' || route === '') return 'unmatched';
  if (route === '/_not-found' || route === '/_error' || route === '/404') return 'unmatched';
  return route;
}

/** '2xx'...'5xx' from a status code. */
export function statusClass(status: unknown): string {
  const code = Number(status);
  return code >= 100 && code < 600 ? `${Math.floor(code / 100)}xx` : 'unknown';
}

const seconds = ([s, ns]: [number, number]) => s + ns / 1e9;

/** The proxy pass of a page request: it ends with the proxy's answer bubbling to the router. */
const isProxyPass = (span: ReadableSpan) => span.attributes['next.bubble'] === true;

export function countRequest(
  route: string,
  method: string,
  status: number,
  durationSeconds: number,
  requestId: string | undefined,
): void {
  const { httpRequests, httpDuration } = metrics();
  httpRequests.inc({ route, method, status: statusClass(status) });
  httpDuration.observe({ route, method }, durationSeconds);
  log.info('http.request', {
    requestId,
    method,
    route,
    status,
    durationMs: Math.round(durationSeconds * 10_000) / 10,
  });
}

const requestCounter: SpanProcessor = {
  onStart() {},
  onEnd(span) {
    if (span.attributes['next.span_type'] !== HANDLE_REQUEST) return;
    const { traceId } = span.spanContext();
    if (isProxyPass(span)) return;
    const requestId = shared.requestIds.get(traceId);
    shared.requestIds.delete(traceId);
    countRequest(
      routeLabel(span.attributes['next.route']),
      String(span.attributes['http.method'] ?? 'GET'),
      Number(span.attributes['http.status_code'] ?? 0),
      seconds(span.duration),
      requestId,
    );
  },
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

/** Registers the tracer provider once per process (instrumentation.ts). */
export function startRequestSpans(): void {
  const flag = globalThis as { __siteRequestSpansStarted?: boolean };
  if (flag.__siteRequestSpansStarted) return;
  flag.__siteRequestSpansStarted = true;
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(passPropagator);
  const provider = new BasicTracerProvider({
    sampler: onlyRequestSpans,
    spanProcessors: [requestCounter],
  });
  trace.setGlobalTracerProvider(provider);
}
