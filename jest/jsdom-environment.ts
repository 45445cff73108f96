import { TestEnvironment } from 'jest-environment-jsdom';
import { TextDecoder, TextEncoder } from 'node:util';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { BroadcastChannel, MessageChannel, MessagePort } from 'node:worker_threads';

/** jsdom lacks the fetch family and streams that RTK Query and msw need; lend Node's own. */
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
      MessageChannel,
      MessagePort,
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
