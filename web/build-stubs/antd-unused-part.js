// Build-only stand-in for an antd part the portal never uses (web/build-plugins.ts, slimAntd): Table's virtual mode
// (no table is virtual), Card's tab bar (no Card has a tabList), Input.OTP and Typography's editing box (no text is
// editable). Throws if rendered, so a page that starts using one fails at once instead of drawing nothing (vitest
// runs antd's own parts).
export default function UnusedAntdPart() {
  throw new Error('this antd part is stubbed out of the build (web/build-plugins.ts, slimAntd)');
}
