/** The worker in parts: the pool, one delivery start to end, preparing it, sending it, recording it. */
export { backoffMs, type DeliveryResult, type Outcome, type WorkerEnv } from "./env";
export {
  DEFAULT_PREPARE_CONCURRENCY,
  type PoolOptions,
  startWorkerPool,
  type WorkerPool,
} from "./pool";
export { processDelivery } from "./process-delivery";
export { createRecorder, type Recorder } from "./recorder";
