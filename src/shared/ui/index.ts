export { PageLoader } from './page-loader/page-loader';
export { ErrorScreen } from './error-screen/error-screen';
export { ToastMessage } from './toast-message/toast-message';
