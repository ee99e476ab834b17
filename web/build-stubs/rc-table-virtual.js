// Build-only stand-in for rc-table's VirtualTable (web/build-plugins.ts, slimAntd): no table of the portal is
// `virtual`; rc-table builds its virtual table when loaded, so only replacing the module leaves it out.
import UnusedAntdPart from './antd-unused-part.js';

export const genVirtualTable = () => UnusedAntdPart;
export default UnusedAntdPart;
