import { start } from './screens.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
start(root);
