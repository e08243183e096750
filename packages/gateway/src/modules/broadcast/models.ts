/** Codegen mapper: an event of the house, as the broadcast screen shows it. */
export interface BroadcastModel {
  eventId: number;
  title: string;
}

/** Codegen mapper: a publish token for one event (sales §7 millicast-token). */
export interface BroadcastPublishTokenModel {
  eventId: number;
  token: string;
}
