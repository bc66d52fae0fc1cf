// jsdom with the Fetch API classes a browser has and jsdom lacks: React Router's data routers build a
// `Request` for every navigation. They are Node's own (undici) implementations, so AbortController and
// AbortSignal come from Node too, or Node's Request would reject a jsdom signal.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}
