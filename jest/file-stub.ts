export default 'file-stub';
