export { PageLoader } from './page-loader/page-loader';
export { ErrorScreen } from './error-screen/error-screen';
export { ToastMessage } from './toast-message/toast-message';
export { LimitedTextField, type LimitedTextFieldProps } from './limited-text-field/limited-text-field';
export { RetryAlert } from './retry-alert/retry-alert';
export { Markdown, type MarkdownProps } from './markdown/markdown';
export { PageHeader, type PageHeaderProps } from './page-header/page-header';
export { SectionLoader } from './section-loader/section-loader';
export { popoverRegion } from './popover-region/popover-region';
