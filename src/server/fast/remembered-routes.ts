import { Hono } from 'hono';
import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** Paths remembered: every read of a page load fits many times over; IDs in paths make the rest one-offs. */
const MAX_PATHS = 2_000;
/** Longer paths are matched but not kept: no route of ours is this long, so 2,000 of them stay under ~1 MB. */
const MAX_PATH_LENGTH = 512;

/**
 * Hono's router, each (method, path)'s match remembered. Why (decision 108): Hono's fast router (RegExpRouter) gives
 * up on a static path beside a parameter for the same method (`GET /appointments/slots` and `GET
 * /appointments/:id`), and the tree router it falls back to walked the server's ~380 routes on every request —
 * 1–8 µs a request, more than any of our middlewares. A match is the same for a path as long as no route is added,
 * and Hono only reads it (the parameters are decoded into new values), so a remembered one is as good as new.
 * Bounded: past MAX_PATHS the oldest goes, so paths made of IDs cannot grow it.
 */
export class RememberedRoutes<T> implements Router<T> {
  readonly name: string;
  private readonly matches = new Map<string, Result<T>>();

  constructor(
    private readonly router: Router<T> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] }),
    private readonly max = MAX_PATHS,
  ) {
    this.name = `remembered ${router.name}`;
  }

  add(method: string, path: string, handler: T) {
    this.matches.clear();
    this.router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let result = this.matches.get(key);
    if (result) return result;
    result = this.router.match(method, path);
    if (path.length > MAX_PATH_LENGTH) return result;
    if (this.matches.size >= this.max) this.matches.delete(this.matches.keys().next().value!);
    this.matches.set(key, result);
    return result;
  }

  /** How many matches are kept (tests). */
  get size() {
    return this.matches.size;
  }
}

/** The server's root app: the routers of mounted sub-apps are never asked (Hono copies their routes up). */
export const rootApp = () => new Hono({ router: new RememberedRoutes() });
