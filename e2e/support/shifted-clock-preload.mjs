/**
 * Preloaded into the server (and CLI) processes of a browser test that needs time to pass (`--import`, see
 * server-clock.ts): every clock reading (`Date.now()`, `new Date()`, and so the server's clock, Luxon, the
 * embedded database) is shifted by the milliseconds written in E2E_CLOCK_OFFSET_FILE, read again at most
 * every 50 ms, so a test can move the server's "now" while it runs. Nothing of it is in the product.
 */
import fs from 'node:fs';

const offsetFile = process.env.E2E_CLOCK_OFFSET_FILE;
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
let offset = 0;
let readAt = Number.NEGATIVE_INFINITY;

function currentOffset() {
  const now = realNow();
  if (now - readAt > 50) {
    readAt = now;
    try {
      offset = Number(fs.readFileSync(offsetFile, 'utf8')) || 0;
    } catch {
      offset = 0;
    }
  }
  return offset;
}

function ShiftedDate(...args) {
  const shiftedNow = realNow() + currentOffset();
  if (!new.target) return new RealDate(shiftedNow).toString();
  return args.length === 0 ? new RealDate(shiftedNow) : new RealDate(...args);
}
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = () => realNow() + currentOffset();
ShiftedDate.parse = RealDate.parse;
ShiftedDate.UTC = RealDate.UTC;
Object.defineProperty(ShiftedDate, Symbol.hasInstance, { value: (value) => value instanceof RealDate });

if (offsetFile) globalThis.Date = ShiftedDate;
