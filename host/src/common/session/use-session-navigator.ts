import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionController } from './session-context';

/** Gives the session controller the router's navigate, so a lost session can go to /sign-in. */
export function useSessionNavigator(): void {
  const controller = useSessionController();
  const navigate = useNavigate();
  useEffect(() => {
    if (!controller) return undefined;
    controller.setNavigate((path) => navigate(path));
    return () => controller.setNavigate(null);
  }, [controller, navigate]);
}
