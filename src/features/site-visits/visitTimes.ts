const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});
const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** A 'yyyy-mm-dd' of India as the picker names it: 'Tue, 20 Oct'. */
export const dayText = (day: string) => dayFormat.format(new Date(`${day}T12:00:00+05:30`));
/** A slot's time in India: '11:00 am'. */
export const timeText = (at: string) => timeFormat.format(new Date(at));
/** A visit's moment in India: 'Thu, 22 Oct, 11:00 am'. */
export const visitText = (at: string) => `${dayFormat.format(new Date(at))}, ${timeText(at)}`;
