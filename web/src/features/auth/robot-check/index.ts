export * from './robot-check-provider';
export { useRobotCheck } from './use-robot-check';
