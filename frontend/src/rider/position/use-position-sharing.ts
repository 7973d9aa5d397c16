import { useMutation } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorCode } from "../../common/graphql-errors";
import { graphql } from "../../gql";
import { delayUntilNextSend, shouldSendPosition, type Coordinates, type SentPosition } from "./position-sending";

/** The position goes on each of the rider's orders out for delivery; the answer needs nothing back. */
const RiderSharePositionDocument = graphql(`
  mutation RiderSharePosition($latitude: Float!, $longitude: Float!, $accuracy: Float) {
    shareRiderPosition(latitude: $latitude, longitude: $longitude, accuracy: $accuracy) {
      id
    }
  }
`);

/**
 * What the page says about sharing: nothing (`off`: no order out for delivery), sharing, or why
 * it cannot (the rider blocked location, the browser has none, no fix found yet).
 */
export type SharingState = "off" | "sharing" | "denied" | "unsupported" | "unavailable";

/** GeolocationPositionError's codes. */
const PERMISSION_DENIED = 1;

/** A fresh fix, from the GPS when the phone has it; a fix up to 10 s old will do. */
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 };

interface Fix extends Coordinates {
  accuracy: number | null;
}

/**
 * While `activeKey` is not null (the ids of the rider's orders out for delivery), the page watches
 * the phone's position and sends it (shareRiderPosition) by the rule of position-sending.ts: at
 * most every 15 s, sooner after a move of 50 m; a fix held back is sent when the 15 s are up, so
 * the last place stands even when the rider stops. Watching stops as soon as `activeKey` turns
 * null and on unmount. A DELIVERY_NOT_ACTIVE answer (the server has no order out for delivery
 * for this rider any more) stops sharing until the set of orders out for delivery changes, and
 * `onNotActive` lets the page ask for its orders again.
 */
export function usePositionSharing(activeKey: string | null, onNotActive: () => void): { state: SharingState; retry: () => void } {
  const [sharePosition] = useMutation(RiderSharePositionDocument);
  const latestOnNotActive = useRef(onNotActive);
  useEffect(() => {
    latestOnNotActive.current = onNotActive;
  });
  const [problem, setProblem] = useState<{ key: string; state: "denied" | "unavailable" } | null>(null);
  const [stoppedKey, setStoppedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const lastSent = useRef<SentPosition | null>(null);

  const watching = activeKey !== null && stoppedKey !== activeKey;
  const supported = typeof navigator !== "undefined" && "geolocation" in navigator;

  useEffect(() => {
    if (!watching || !supported) return undefined;
    let stopped = false;
    let sending = false;
    let held: Fix | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const send = (fix: Fix) => {
      sending = true;
      held = null;
      clearTimeout(timer);
      const sentAt = Date.now();
      sharePosition({ variables: { latitude: fix.latitude, longitude: fix.longitude, accuracy: fix.accuracy } }).then(
        () => {
          sending = false;
          lastSent.current = { latitude: fix.latitude, longitude: fix.longitude, sentAt };
          if (!stopped && held) consider(held);
        },
        (error: unknown) => {
          sending = false;
          if (stopped) return;
          if (errorCode(error) === "DELIVERY_NOT_ACTIVE") {
            setStoppedKey(activeKey);
            // The page still shows an order out for delivery that the server has ended: ask again.
            latestOnNotActive.current();
            return;
          }
          // Offline or refused for another reason: the next fix tries again.
          held ??= fix;
          schedule();
        },
      );
    };

    const schedule = () => {
      clearTimeout(timer);
      const last = lastSent.current;
      timer = setTimeout(
        () => {
          if (!stopped && !sending && held) send(held);
        },
        last ? Math.max(1_000, delayUntilNextSend(last, Date.now())) : 15_000,
      );
    };

    const consider = (fix: Fix) => {
      if (sending) {
        held = fix;
        return;
      }
      if (shouldSendPosition(lastSent.current, fix, Date.now())) send(fix);
      else {
        held = fix;
        schedule();
      }
    };

    const watchId = navigator.geolocation.watchPosition(
      ({ coords }) => {
        if (stopped) return;
        setProblem(null);
        consider({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: Number.isFinite(coords.accuracy) ? coords.accuracy : null,
        });
      },
      (error) => {
        if (stopped) return;
        setProblem({ key: activeKey, state: error.code === PERMISSION_DENIED ? "denied" : "unavailable" });
      },
      WATCH_OPTIONS,
    );

    return () => {
      stopped = true;
      clearTimeout(timer);
      navigator.geolocation.clearWatch(watchId);
    };
  }, [watching, supported, activeKey, sharePosition, attempt]);

  // Once no order is out for delivery, the next delivery starts afresh (first fix sent at once).
  useEffect(() => {
    if (activeKey === null) lastSent.current = null;
  }, [activeKey]);

  const retry = useCallback(() => {
    setProblem(null);
    setAttempt((count) => count + 1);
  }, []);

  if (!watching) return { state: "off", retry };
  if (!supported) return { state: "unsupported", retry };
  if (problem && problem.key === activeKey) return { state: problem.state, retry };
  return { state: "sharing", retry };
}
