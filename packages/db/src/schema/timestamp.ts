/** A timestamp or date column as the driver answers it (a Date), or as text when a query casts it. */
export type Timestamp = string | Date;
