import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";

export interface NominatimRequest {
  /** performance.now() when the request arrived: what a third party's rate limit would see. */
  at: number;
  path: string;
  latitude: number;
  longitude: number;
}

/** What the service says about a point: a Nominatim body, or null for "Unable to geocode". */
export type NominatimAnswer = (point: { latitude: number; longitude: number }) => object | null;

const answerWithVillage: NominatimAnswer = ({ latitude, longitude }) => ({
  address: { village: `Village ${latitude},${longitude}`, state_district: "Offshore", state: "Andhra Pradesh" },
});

/** A local stand-in for a Nominatim service (GEOCODER_URL) that records every request it gets. */
export class FakeNominatim {
  readonly requests: NominatimRequest[] = [];
  answer: NominatimAnswer = answerWithVillage;
  /** Answer HTTP 503 instead. */
  failing = false;
  /** Hold each answer this long, so that lookups overlap. */
  delayMs = 0;
  private server: Server | null = null;
  url = "";

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://fake");
      const point = { latitude: Number(url.searchParams.get("lat")), longitude: Number(url.searchParams.get("lon")) };
      this.requests.push({ at: performance.now(), path: `${url.pathname}${url.search}`, ...point });
      setTimeout(() => {
        if (this.failing) {
          res.statusCode = 503;
          res.end("busy");
          return;
        }
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify(this.answer(point) ?? { error: "Unable to geocode" }));
      }, this.delayMs);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The most requests that arrived within any span of windowMs. */
  mostWithin(windowMs: number): number {
    const times = this.requests.map((r) => r.at).sort((a, b) => a - b);
    let most = 0;
    for (let first = 0, last = 0; last < times.length; last += 1) {
      while (times[last]! - times[first]! >= windowMs) first += 1;
      most = Math.max(most, last - first + 1);
    }
    return most;
  }

  /** Forgets the requests and goes back to answering at once with a village named after the point. */
  reset(): void {
    this.requests.length = 0;
    this.answer = answerWithVillage;
    this.failing = false;
    this.delayMs = 0;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
