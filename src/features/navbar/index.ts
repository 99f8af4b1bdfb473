export { loadSignedInNav, Navbar } from './Navbar';
