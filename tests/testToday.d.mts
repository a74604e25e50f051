export function testToday(env?: Record<string, string | undefined>): string;
export function testClockOffsetMs(env?: Record<string, string | undefined>): number;
