import './jsdom-computed-style';
import { TestEnvironment } from 'jest-environment-jsdom';
import { TextDecoder, TextEncoder } from 'node:util';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { BroadcastChannel } from 'node:worker_threads';

/**
 * jsdom lacks the fetch family and streams that RTK Query and msw need; lend Node's own.
 * Not MessageChannel: React's scheduler would keep a port open and jest would never exit.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    Object.assign(this.global, {
      TextEncoder,
      TextDecoder,
      ReadableStream,
      TransformStream,
      WritableStream,
      BroadcastChannel,
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      structuredClone,
    });
  }
}
