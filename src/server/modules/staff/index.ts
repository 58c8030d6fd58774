// The staff module's public face (docs/adr/0019): who is signed in to the back office, the routes, the demo staff and the first administrator.
export { staffForToken } from './staff.service';
export { registerStaffRoutes, type StaffRouteOptions } from './staff.routes';
export { DEMO_ADMIN, DEMO_CARD, DEMO_PACKER, DEMO_WORKSTATION, ensureEmployee, seedDemoStaff } from './demo-staff';
