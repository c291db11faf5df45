/**
 * A load generator in its own process (so it does not share the server's event loop): CONNECTIONS keep-alive
 * connections each send the same request back to back for DURATION_MS after a warm-up, then it prints one JSON line
 * {requests, rps, p50, p99, failed}. Argument: a JSON {url, method, headers, body, connections, durationMs}.
 */
import { Agent, request } from 'node:http';
import type { LoadSpec } from './load-generator';

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
const target = new URL(spec.url);

function once(): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: spec.method,
        headers: spec.headers,
        agent,
      },
      (res) => {
        let ok = res.statusCode === (spec.expect ?? 200);
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          // The app answers 200 with its own code in the envelope: a refusal there is a failure too.
          const text = Buffer.concat(chunks).toString();
          if (text.startsWith('{"code":') && !text.startsWith('{"code":200')) ok = false;
          resolve(ok);
        });
      },
    );
    req.on('error', reject);
    req.end(spec.body);
  });
}

async function run(ms: number, record: boolean) {
  const latencies: number[] = [];
  let failed = 0;
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: spec.connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        if (!(await once())) failed++;
        if (record) latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, failed };
}

await run(spec.warmupMs, false);
const t0 = performance.now();
const { latencies, failed } = await run(spec.durationMs, true);
const seconds = (performance.now() - t0) / 1000;
latencies.sort((a, b) => a - b);
const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
console.log(JSON.stringify({ requests: latencies.length, rps: latencies.length / seconds, p50: q(0.5), p99: q(0.99), failed }));
agent.destroy();
