// The part of autocannon 9's API that bench/run.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Request {
    path?: string;
  }
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    requests?: { setupRequest: (request: Request) => Request }[];
  }): Promise<Result>;
}
