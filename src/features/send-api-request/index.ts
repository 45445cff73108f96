export { ApiClientForm } from './ui/api-client-form';
export { buildApiRequest, prettyBody, type ApiRequestForm, type ApiRequest } from './lib/build-api-request';
