export { DirectoryPage } from './ui/directory-page';
