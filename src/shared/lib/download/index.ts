export { downloadBlob } from './download-blob';
