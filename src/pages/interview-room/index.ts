export { InterviewRoomPage } from './ui/interview-room-page';
