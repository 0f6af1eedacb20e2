import { scheduleFileResponse } from '@/features/schedule-export/schedule-routes';

/** The programme for schedule apps (Giggity, EventFahrplan…): see features/schedule-export/. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return scheduleFileResponse(request, locale, 'xml');
}
