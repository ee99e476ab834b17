export * from './robot-check-provider';
export { createBffRobotCheck, robotCheckFor } from './bff-provider';
export { ROBOT_CHECK_LABEL, SIMULATOR_SITE_KEY, simulatedRobotCheck } from './simulated-provider';
export { useRobotCheck } from './use-robot-check';
